import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { content } from '@/content';
import { isDevice } from '@/lib/supplies';
import { devicesFile, type DeviceList } from '@/lib/product-data';

// The product list a form loads in the browser, one small JSON per language, written at build:
// the devices the service request form suggests. In the page it would weigh hundreds of kB of
// HTML at a catalogue of thousands. (The contact form's ?product= reads the product's own page.)
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) => [devicesFile].map((file) => ({ locale, file })));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/product-data/[locale]/[file]'>,
) {
  const { locale, file } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  if (file !== devicesFile) return new Response('Not found', { status: 404 });
  const data: DeviceList = {
    devices: content.products.filter(isDevice).map((p) => ({ id: p.id, name: p.name[locale] })),
  };
  return Response.json(data);
}
