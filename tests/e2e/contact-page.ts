import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, type Page } from '@playwright/test';
import { base, outDir } from './out-pages';

/** The form action the build wrote: CONTACT_FORM_ENDPOINT, or a mailto: address without one. */
export function builtFormAction(): string {
  const html = readFileSync(join(outDir, 'en', 'contacts', 'index.html'), 'utf8');
  return (
    parse(html)
      .querySelector('form[aria-labelledby="contact-form-heading"]')
      ?.getAttribute('action') ?? ''
  );
}

/** The loopback form service of contact-endpoint.spec.ts (on PORT + 10: wrangler-test.sh takes PORT to PORT + 7). */
export const formServiceURL = `http://127.0.0.1:${Number(process.env.PORT ?? 3100) + 10}/contact`;

/**
 * Serve the site's pages as a build with CONTACT_FORM_ENDPOINT=`url` has them: the Worker's path
 * replaced by the service's URL in the HTML (form actions and the islands' props). The page's CSP
 * hashes its inline scripts and names the form's origin; the rewritten copy goes without it (CSP
 * has its own tests, scripts/csp.mjs adds a service's origin: scripts/csp.test.mjs).
 */
export async function withFormService(page: Page, url = formServiceURL): Promise<void> {
  const action = builtFormAction();
  await page.route(`**${base}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text())
      .replaceAll(action, url)
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response, body });
  });
}

/**
 * Serve the contacts pages (or the pages `pages` matches) as if the build had no endpoint: the configured URL is removed from
 * the HTML (form action and the island's props), so the same build exercises the mail path.
 */
export async function withoutEndpoint(
  page: Page,
  pages = `**${base}/*/contacts/**`,
): Promise<void> {
  const action = builtFormAction();
  if (action.startsWith('mailto:')) return; // built without an endpoint already
  await page.route(pages, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The page's CSP hashes its inline scripts; once the endpoint is cut out of them, the hashes
    // no longer match, so the rewritten copy goes without the policy (CSP has its own tests).
    const body = (await response.text())
      .replaceAll(action, '')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response, body });
  });
}

/**
 * The e-mail and phone inputs by role: getByLabel('E-mail') would also match the "E-mail" choice
 * of answer (and ტელეფონი the ტელეფონით one). Their names end in "(required)" when required.
 */
export const emailField = (page: Page) =>
  page.getByRole('textbox', { name: /^(E-mail|ელფოსტა)( \(|$)/ });
export const phoneField = (page: Page) =>
  page.getByRole('textbox', { name: /^(Phone|ტელეფონი)( \(|$)/ });

/**
 * Opens a contacts page and waits for the form's island to hydrate (it then validates itself and
 * sets `novalidate`): typed and clicked before that, a busy machine could submit the plain form.
 */
export async function openContacts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Holds back the framework's scripts (they load after the first paint; on a slow phone, seconds
 * later) until the returned function is called, so a test can type into the pre-rendered form.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${base}/_next/static/chunks/**`, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
