import { requestsEndpointPath } from './requests';

/**
 * Where the forms post, read at build time (see docs/deploying.md, "Form delivery"):
 * CONTACT_FORM_ENDPOINT, a form service's URL (only https URLs, or http on the loopback address
 * for tests: anything else stops the build instead of shipping a form that cannot deliver);
 * else REQUESTS=cloudflare, the site's own Pages Function on the same origin; else none, and the
 * forms open the visitor's mail app.
 */
export const contactEndpointVariable = 'CONTACT_FORM_ENDPOINT';
export const requestsVariable = 'REQUESTS';

/** REQUESTS names where requests go; a misspelt value stops the build. */
export function parseRequestsTarget(value: string | undefined): 'cloudflare' | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (raw === 'cloudflare') return raw;
  throw new Error(`${requestsVariable} must be "cloudflare" or unset, got "${raw}"`);
}

export function parseContactEndpoint(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${contactEndpointVariable} must be an absolute URL, got "${raw}"`);
  }
  const loopback =
    url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback) {
    throw new Error(`${contactEndpointVariable} must use https:// (got "${raw}")`);
  }
  return url.href;
}

/**
 * The configured endpoint (a form service's URL, or the Function's same-origin path), or
 * undefined when the form should open the visitor's mail app.
 */
export function contactEndpoint(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const service = parseContactEndpoint(env[contactEndpointVariable]);
  const target = parseRequestsTarget(env[requestsVariable]);
  return service ?? (target === 'cloudflare' ? requestsEndpointPath : undefined);
}

/**
 * A form service's origin, for the Content-Security-Policy's connect-src and form-action (the
 * Function is on the site's own origin, which 'self' already allows).
 */
export function contactEndpointOrigin(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const endpoint = parseContactEndpoint(env[contactEndpointVariable]);
  return endpoint ? new URL(endpoint).origin : undefined;
}
