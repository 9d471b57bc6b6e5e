// Read at build: CONTACT_FORM_ENDPOINT (site.config.mjs's rule), else the same-origin Worker.
import { contactEndpointVariable, parseContactEndpoint } from '../site.config.mjs';
import { requestsEndpointPath } from './requests';

/** The configured form service's URL, else the Worker's same-origin path. */
export function contactEndpoint(env: Record<string, string | undefined> = process.env): string {
  return parseContactEndpoint(env[contactEndpointVariable]) ?? requestsEndpointPath;
}
