// Where the forms post, read at build time (see docs/deploying.md, "Form delivery"):
// CONTACT_FORM_ENDPOINT, a form service's URL (its rule is site.config.mjs parseContactEndpoint,
// which the pages' policy, scripts/csp.mjs, follows too); else REQUESTS=cloudflare, the site's
// own Pages Function on the same origin; else none, and the forms open the visitor's mail app.
import { contactEndpointVariable, parseContactEndpoint } from '../site.config.mjs';
import { requestsEndpointPath } from './requests';

export const requestsVariable = 'REQUESTS';

/** REQUESTS names where requests go; a misspelt value stops the build. */
export function parseRequestsTarget(value: string | undefined): 'cloudflare' | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (raw === 'cloudflare') return raw;
  throw new Error(`${requestsVariable} must be "cloudflare" or unset, got "${raw}"`);
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
