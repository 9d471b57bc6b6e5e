/** Shared helpers of the quality gates: route lists and a page problem collector. */
import type { Page } from '@playwright/test';
import { base, exportedPaths } from './out-pages';
import { locales } from '../../site.config.mjs';

/** Every exported route, both languages and the bare root: listed from out/, never by hand. */
export const routes = exportedPaths();

/** Split a list into chunks, so that a test covers a few routes and two workers share them. */
export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export type Theme = 'light' | 'dark';

/** Store the theme before any page script runs, as a returning visitor's choice would be. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('gps-theme', value);
    } catch {
      // about:blank has no storage; the real page gets it.
    }
  }, theme);
}

/**
 * Everything a visitor's console would show as wrong: console errors and warnings (React's
 * hydration mismatches among them), uncaught exceptions, failed requests, HTTP errors and
 * Content-Security-Policy violations (reported both by Chromium's console and by the
 * securitypolicyviolation event, which we forward to the console).
 */
export async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Prefetches still in flight when the next route loads are cancelled, not broken: a
    // missing file shows up as an HTTP error below, a blocked one as ERR_BLOCKED_BY_*.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * The page template a route renders, from its path: the unit in which sweeps are sampled.
 * Unknown shapes get their own name, so a new kind of page is never left out of a sample.
 */
export function templateOf(route: string): string {
  const rest = route.startsWith(base) ? route.slice(base.length).replace(/^\//, '') : route;
  if (rest === '') return 'root';
  const [, ...parts] = rest.replace(/\/$/, '').split('/');
  if (parts.length === 0) return 'home';
  const [section, second, third] = parts;
  if (section === 'catalog') {
    if (second === undefined) return 'catalog';
    if (second === 'page' || third === 'page') return 'catalog page';
    return 'catalog category';
  }
  if (section === 'product') return 'product';
  if (section === 'services') {
    if (second === 'request') return 'service request';
    return second === undefined ? 'services' : 'service topic';
  }
  if (section === 'news') return second === undefined ? 'news' : 'news article';
  return parts.join('/');
}

/**
 * Up to `perTemplate` routes per template and language, spread over the sorted list (one: the
 * first). Pages of one template differ only in their content, whose links, images and fields
 * are checked on every route elsewhere (links.spec.ts, content.spec.ts, the content check), so
 * sweeps that load pages in a browser take a sample: every template is seen in each theme,
 * width and server, at a fraction of the time.
 */
export function templateSample(all: string[] = routes, perTemplate = 1): string[] {
  const groups = new Map<string, string[]>();
  for (const route of all) {
    const locale = locales.find((l) => route.startsWith(`${base}/${l}/`)) ?? 'root';
    const key = `${locale} ${templateOf(route)}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const picked = new Set<string>();
  for (const group of groups.values()) {
    const count = Math.min(perTemplate, group.length);
    for (let i = 0; i < count; i++) picked.add(group[Math.floor((i * group.length) / count)]!);
  }
  return all.filter((route) => picked.has(route));
}

/**
 * One Georgian route per template (and the bare root): for sweeps where the language changes only
 * the words, since both languages of a template run the same scripts, styles and headers.
 */
export const georgianTemplates = templateSample().filter(
  (route) => !route.startsWith(`${base}/en/`),
);
