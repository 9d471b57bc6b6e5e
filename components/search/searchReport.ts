import { hostFilePath } from '@/site.config.mjs';
import { reportableQuery, searchReportsPath } from '@/lib/search/report';
import { localStore, sessionStore, type SafeStorage } from '@/lib/safe-storage';

/** Counted per day by the Worker without who searched (docs/requests.md). */

/** The browser's privacy signals: either one, and nothing is sent. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export const privacyAllowsReports = (signals: PrivacySignals) =>
  signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;

/** The host file's answer: only `{"worker": true}` (the Cloudflare host's copy) allows sending. */
export const hostTakesReports = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { worker?: unknown }).worker === true;

/** The visitor's own "do not count my searches" (the privacy page's switch), kept in this browser. */
export const searchCountingOffKey = 'gps-search-counting-off';

export interface ReporterEnv {
  fetch: typeof fetch;
  signals: PrivacySignals;
  /** The choice's store (localStorage, else this page only). */
  choice: SafeStorage;
  /** Queries already reported in this tab (sessionStorage, else this page only). */
  storage: SafeStorage;
}

const reportedKey = 'gps-searches-reported';
/** The tab remembers its latest reports only: older ones may count again. */
const rememberedReports = 100;

export function searchReporter(env: ReporterEnv) {
  let host: Promise<boolean> | null = null;
  const hostAnswers = () =>
    (host ??= env
      .fetch(hostFilePath, { credentials: 'omit' })
      .then(async (response) => response.ok && hostTakesReports(await response.json()))
      .catch(() => false));

  const reported = (): string[] => {
    try {
      const list: unknown = JSON.parse(env.storage.getItem(reportedKey) ?? '[]');
      return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };

  /** Once per tab; not under Do Not Track, after a "no", for personal data or without a Worker. */
  return async function report(text: string, language: string, found: boolean) {
    if (!privacyAllowsReports(env.signals)) return false;
    if (env.choice.getItem(searchCountingOffKey) !== null) return false;
    const query = reportableQuery(text);
    if (query === null) return false;
    const key = `${language} ${query}`;
    const earlier = reported();
    if (earlier.includes(key)) return false;
    env.storage.setItem(reportedKey, JSON.stringify([...earlier, key].slice(-rememberedReports)));
    if (!(await hostAnswers())) return false;
    try {
      const response = await env.fetch(searchReportsPath, {
        method: 'POST',
        // Sent even when the visitor leaves the page at once.
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, language, found }),
      });
      return response.ok;
    } catch {
      return false;
    }
  };
}

let browserReporter: ReturnType<typeof searchReporter> | null = null;

/** The page's reporter, made on the first report. */
export function reportSearch(text: string, language: string, found: boolean) {
  browserReporter ??= searchReporter({
    fetch: window.fetch.bind(window),
    signals: navigator as Navigator & PrivacySignals,
    choice: localStore(),
    storage: sessionStore(),
  });
  return browserReporter(text, language, found);
}
