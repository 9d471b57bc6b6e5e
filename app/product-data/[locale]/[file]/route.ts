import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { content } from '@/content';
import { isDevice } from '@/lib/supplies';
import { devicesFile, namesFile, type DeviceList, type ProductNames } from '@/lib/product-data';

// Product lists that forms load in the browser, one small JSON per file and language, written at
// build: the devices the service request form suggests, and every product's name, which the
// request Function (functions/) reads to refuse a quote line for a product the catalogue lacks.
// In the pages they would weigh hundreds of kB of HTML at a catalogue of thousands.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    [devicesFile, namesFile].map((file) => ({ locale, file })),
  );
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/product-data/[locale]/[file]'>,
) {
  const { locale, file } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  if (file === namesFile) {
    const data: ProductNames = {
      names: Object.fromEntries(content.products.map((p) => [p.id, p.name[locale]])),
    };
    return Response.json(data);
  }
  if (file !== devicesFile) return new Response('Not found', { status: 404 });
  const data: DeviceList = {
    devices: content.products.filter(isDevice).map((p) => ({ id: p.id, name: p.name[locale] })),
  };
  return Response.json(data);
}
