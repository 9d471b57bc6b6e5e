import { isLocale, localeParams } from '@/i18n/routing';
import { content } from '@/content';
import { isDevice } from '@/lib/supplies';
import { devicesFile, type DeviceList } from '@/lib/service-devices';

// The models the service request form suggests, one small JSON per language, written at build.
// The form loads it when the visitor starts on it: in the page, a datalist of every device would
// weigh hundreds of kB of HTML at a catalogue of thousands.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().map(({ locale }) => ({ locale, file: devicesFile }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/service-data/[locale]/[file]'>,
) {
  const { locale, file } = await params;
  if (!isLocale(locale) || file !== devicesFile) return new Response('Not found', { status: 404 });
  const data: DeviceList = {
    devices: content.products.filter(isDevice).map((p) => ({ id: p.id, name: p.name[locale] })),
  };
  return Response.json(data);
}
