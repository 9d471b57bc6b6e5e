import { placeholderSizes, placeholderSvg } from '@/lib/placeholder';

// The old site's image path shape (/api/placeholder/{w}/{h}), exported as static SVG files.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return placeholderSizes.map(([w, h]) => ({ w: String(w), h: String(h) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/placeholder/[w]/[h]'>) {
  const { w, h } = await params;
  return new Response(placeholderSvg(Number(w), Number(h)), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
