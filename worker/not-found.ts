import { languageNotFoundPages, notFoundPage } from '@/deploy/host-rules.mjs';
import type { RequestsEnv } from './env';

/**
 * A path no asset answers: the nearest 404.html, never cached. The asset server's own 404 keeps
 * the path's caching (a year under the hashed folders), so a file a later deploy adds would stay
 * missing for whoever asked too early.
 */
export async function notFoundFor(request: Request, env: Pick<RequestsEnv, 'ASSETS'>) {
  const { pathname } = new URL(request.url);
  const page =
    languageNotFoundPages.find(({ prefix }: { prefix: string }) => pathname.startsWith(prefix))
      ?.page ?? notFoundPage;
  // Asked without .html: the asset server answers /404.html with a redirect to /404.
  const asset = new URL(page.replace(/\.html$/, ''), request.url).href;
  const found = env.ASSETS ? await env.ASSETS.fetch(asset) : null;
  const headers = new Headers(found?.ok ? found.headers : { 'Content-Type': 'text/plain' });
  headers.set('Cache-Control', 'no-store');
  return new Response(found?.ok ? found.body : 'Not found', { status: 404, headers });
}
