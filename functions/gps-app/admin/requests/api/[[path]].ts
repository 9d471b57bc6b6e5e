/**
 * /gps-app/admin/requests/api/*: the dealer's inbox API, only with a valid Cloudflare Access
 * token (functions/_lib/access.ts); routes in functions/_lib/inbox.ts.
 */
import type { PagesFunction } from '../../../../cloudflare';
import { accessHeader, verifyAccess } from '../../../../_lib/access';
import type { RequestsEnv } from '../../../../_lib/env';
import { handleInbox } from '../../../../_lib/inbox';
import { maintenance, storeOf } from '../../../../_lib/wiring';

export const onRequest: PagesFunction<RequestsEnv, 'path'> = async ({ request, env, params }) => {
  const access = await verifyAccess(request.headers.get(accessHeader), {
    teamDomain: env.ACCESS_TEAM_DOMAIN,
    aud: env.ACCESS_AUD,
    certsUrl: env.ACCESS_CERTS_URL,
  });
  if (!access.ok) {
    return Response.json(
      { error: 'forbidden' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const store = storeOf(env);
  if (!store) return Response.json({ error: 'unavailable' }, { status: 503 });
  const path = [params.path ?? []].flat().join('/');
  try {
    return await handleInbox(request, path, {
      store,
      maintenance: () => maintenance(env, store, request),
    });
  } catch (error) {
    console.error('requests inbox: the database failed', error);
    return Response.json({ error: 'unavailable' }, { status: 503 });
  }
};
