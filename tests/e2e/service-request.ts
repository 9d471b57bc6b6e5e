import { expect, type Page } from '@playwright/test';
import { isDevice } from '../../lib/supplies';
import { base } from './out-pages';
import { need, siteContent } from './site-content';

/** A device and a supply from the content the export was built from (never a fixed id). */
export const devices = siteContent.products.filter(isDevice);
export const aDevice = need(devices[0], 'device');
export const aSupply = siteContent.products.find((product) => !isDevice(product));

export const requestPath = (locale: 'ka' | 'en', query = '') =>
  `${base}/${locale}/services/request/${query}`;

/** Opens the page and waits until both islands have hydrated (each then sets novalidate). */
export async function openRequest(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main form[novalidate]')).toHaveCount(2, { timeout: 15_000 });
}

export const serviceForm = (page: Page) =>
  page.getByRole('form', { name: /^(Request service|სერვისის მოთხოვნა)$/ });
export const meterForm = (page: Page) =>
  page.getByRole('form', { name: /^(Send a meter reading|მრიცხველის ჩვენების გაგზავნა)$/ });

/** A valid English service request (model typed or kept as prefilled). */
export async function fillService(page: Page, model?: string): Promise<void> {
  const form = serviceForm(page);
  if (model !== undefined) await form.getByLabel(/^Device model/).fill(model);
  await form.getByLabel(/^Serial number/).fill('sn12ab34');
  await form.getByLabel('What is wrong?').selectOption('error-code');
  await form.getByLabel(/^Error code/).fill('C2557');
  await form.getByLabel(/^Address/).fill('Rustaveli Ave 10, floor 3');
  await form.getByLabel(/^Contact person/).fill('Nino Beridze');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('555 12 34 56');
}
