import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { content } from '@/content';
import { isDevice } from '@/lib/supplies';
import { devicesFile, namesFile, type DeviceList, type ProductNames } from '@/lib/product-data';

// Product lists the forms load in the browser: inline they would weigh hundreds of kB of HTML.
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
