/**
 * The shop's Worker: the export is its static assets, served without it; it runs first only for
 * its own paths (worker/paths.ts). A Cron Trigger runs the maintenance.
 */
import { languageNotFoundPages, notFoundPage } from '@/deploy/host-rules.mjs';
import { accessHeader, verifyAccess, type AccessVerdict } from './access';
import { isSet, numberSetting, type RequestsEnv } from './env';
import { json, withWorkerHeaders } from './headers';
import { handleInbox } from './inbox';
import { notifyPending } from './notify';
import { inboxApiPrefix, publishStatusPath, requestsPath, searchReportsPath } from './paths';
import { notifyRefusals, publishNotifier } from './publish-notify';
import { handlePublishStatus, publishRuns } from './publish-status';
import { photoResponse } from './photos';
import { handleSearchReport, searchReportResponse } from './searches';
import { handleSubmit } from './submit';
import {
  catalogueNames,
  inboxUrl,
  maintenance,
  notifier,
  publishStoreOf,
  searchStoreOf,
  storeOf,
  turnstileCheck,
} from './wiring';

type Context = Pick<ExecutionContext, 'waitUntil'>;

/** Host names that only this machine can reach: the local sign-in works on these alone. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Who may use the inbox: the dealer signed in through Cloudflare Access, or, when `npm start`
 * runs the Worker on this machine (it sets INBOX_LOCAL_SIGN_IN), anyone who reaches it through
 * a loopback host name. A deployed Worker is never reached through one, and its configuration
 * (wrangler.jsonc) has no INBOX_LOCAL_SIGN_IN, so the local sign-in cannot open it.
 */
async function inboxAccess(request: Request, env: RequestsEnv): Promise<AccessVerdict> {
  if (isSet(env.INBOX_LOCAL_SIGN_IN) && loopbackHosts.has(new URL(request.url).hostname)) {
    return { ok: true, email: 'local@localhost' };
  }
  return verifyAccess(request.headers.get(accessHeader), {
    teamDomain: env.ACCESS_TEAM_DOMAIN,
    aud: env.ACCESS_AUD,
    certsUrl: env.ACCESS_CERTS_URL,
  });
}

/**
 * A path no asset answers: the nearest 404.html, never cached. The asset server's own 404 keeps
 * the path's caching (a year under the hashed folders), so a file a later deploy adds would stay
 * missing for whoever asked too early.
 */
async function notFoundFor(request: Request, env: RequestsEnv) {
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

function submit(request: Request, env: RequestsEnv, context: Context) {
  if (request.method !== 'POST') return json(405, { error: 'method' }, { Allow: 'POST' });
  const store = storeOf(env);
  const send = notifier(env);
  return handleSubmit(request, {
    store,
    now: () => new Date(),
    productNames: () => catalogueNames(env, request, Date.now()),
    turnstile: turnstileCheck(env),
    // After the answer: the dealer is told, with any earlier request whose notification failed.
    afterStored: () => {
      if (store) {
        context.waitUntil(notifyPending(store, send, () => new Date(), inboxUrl(request.url)));
      }
    },
    photos: env.PHOTOS,
    rateLimitPerHour: numberSetting(env.RATE_LIMIT_PER_HOUR, 10),
    minFillSeconds: numberSetting(env.MIN_FILL_SECONDS, 3, 0),
  });
}

/** The publishing workflow's report of a run; a refusal goes to the dealer after the answer. */
function publishStatus(request: Request, env: RequestsEnv, context: Context) {
  const store = publishStoreOf(env);
  return handlePublishStatus(request, {
    token: env.PUBLISH_STATUS_TOKEN,
    store,
    now: () => new Date(),
    afterRefused: () => {
      if (!store) return;
      const sent = notifyRefusals(
        store,
        publishNotifier(env),
        () => new Date(),
        inboxUrl(request.url),
      );
      context.waitUntil(sent.catch((error) => console.error('publish notification failed', error)));
    },
  });
}

async function inbox(request: Request, env: RequestsEnv, path: string) {
  const access = await inboxAccess(request, env);
  if (!access.ok) return json(403, { error: 'forbidden' });
  const store = storeOf(env);
  if (!store) return json(503, { error: 'unavailable' });
  try {
    const photo = /^([^/]+)\/photos\/([^/]+)$/.exec(path);
    if (photo) {
      if (request.method !== 'GET') return json(405, { error: 'method' }, { Allow: 'GET' });
      return await photoResponse(store, env.PHOTOS, photo[1]!, photo[2]!);
    }
    const publish = publishStoreOf(env);
    if (path === 'publish' && publish) return await publishRuns(request, publish);
    const searches = searchStoreOf(env);
    if (path === 'searches' && searches) {
      return await searchReportResponse(request, searches, new Date());
    }
    return await handleInbox(request, path, {
      store,
      maintenance: () => maintenance(env, store, request.url, publish, searches),
      actor: access.email ?? '',
    });
  } catch (error) {
    console.error('requests inbox: the database failed', error);
    return json(503, { error: 'unavailable' });
  }
}

const shop = {
  async fetch(request: Request, env: RequestsEnv, context: Context): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === requestsPath) {
      return withWorkerHeaders(await submit(request, env, context));
    }
    if (pathname === publishStatusPath) {
      return withWorkerHeaders(await publishStatus(request, env, context));
    }
    if (pathname === searchReportsPath) {
      const deps = { store: searchStoreOf(env), now: () => new Date() };
      return withWorkerHeaders(await handleSearchReport(request, deps));
    }
    if (pathname.startsWith(inboxApiPrefix)) {
      return withWorkerHeaders(await inbox(request, env, pathname.slice(inboxApiPrefix.length)));
    }
    // A path no asset answers (not_found_handling is "none", so misses come here).
    return notFoundFor(request, env);
  },

  async scheduled(_controller: ScheduledController, env: RequestsEnv, context: Context) {
    const store = storeOf(env);
    if (!store) return;
    context.waitUntil(
      maintenance(env, store, env.SITE_ORIGIN ?? '', publishStoreOf(env), searchStoreOf(env)).then(
        (result) => console.log('requests maintenance', JSON.stringify(result)),
      ),
    );
  },
} satisfies ExportedHandler<RequestsEnv>;

export default shop;
