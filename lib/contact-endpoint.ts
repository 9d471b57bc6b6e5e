/**
 * Where the contact form posts, read from CONTACT_FORM_ENDPOINT at build time (see README,
 * "Contact form delivery"). Only https URLs, or http on the loopback address for tests, are
 * accepted; anything else stops the build instead of shipping a form that cannot deliver.
 */
export const contactEndpointVariable = 'CONTACT_FORM_ENDPOINT';

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

/** The configured endpoint, or undefined when the form should open the visitor's mail app. */
export function contactEndpoint(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return parseContactEndpoint(env[contactEndpointVariable]);
}

/** The endpoint's origin, for the Content-Security-Policy's connect-src and form-action. */
export function contactEndpointOrigin(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const endpoint = contactEndpoint(env);
  return endpoint ? new URL(endpoint).origin : undefined;
}
