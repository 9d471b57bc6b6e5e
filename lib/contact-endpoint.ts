// Where the forms post, read at build time (see docs/deploying.md, "Form delivery"):
// CONTACT_FORM_ENDPOINT, a form service's URL (its rule is site.config.mjs parseContactEndpoint,
// which the pages' policy, scripts/csp.mjs, follows too); else the site's own Worker on the same
// origin. Where the host has no Worker the endpoint answers 404/405 and the forms fall back to
// the mail app and chat links by themselves (components/forms/useDelivery.ts).
import { contactEndpointVariable, parseContactEndpoint } from '../site.config.mjs';
import { requestsEndpointPath } from './requests';

/** The configured form service's URL, else the Worker's same-origin path. */
export function contactEndpoint(env: Record<string, string | undefined> = process.env): string {
  return parseContactEndpoint(env[contactEndpointVariable]) ?? requestsEndpointPath;
}
