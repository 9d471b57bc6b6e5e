import { accessHeader, verifyAccess, type AccessVerdict } from './access';
import { isSet, type RequestsEnv } from './env';

/** Host names that only this machine can reach: the local sign-in works on these alone. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const localSignInEmail = 'local@localhost';

/**
 * Who may use the inbox: the dealer signed in through Cloudflare Access, or, when `npm start`
 * runs the Worker on this machine (it sets INBOX_LOCAL_SIGN_IN), anyone who reaches it through
 * a loopback host name. A deployed Worker is never reached through one, and its configuration
 * (wrangler.jsonc) has no INBOX_LOCAL_SIGN_IN, so the local sign-in cannot open it.
 */
export async function inboxAccess(request: Request, env: RequestsEnv): Promise<AccessVerdict> {
  if (isSet(env.INBOX_LOCAL_SIGN_IN) && loopbackHosts.has(new URL(request.url).hostname)) {
    return { ok: true, email: localSignInEmail };
  }
  return verifyAccess(request.headers.get(accessHeader), {
    teamDomain: env.ACCESS_TEAM_DOMAIN,
    aud: env.ACCESS_AUD,
    certsUrl: env.ACCESS_CERTS_URL,
  });
}
