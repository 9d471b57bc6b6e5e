/**
 * The inbox page's script (bundled by scripts/inbox/build-inbox.mjs into
 * out/admin/requests/inbox.js): the browser's pieces handed to page.ts.
 */
import { localStore } from '@/lib/safe-storage';
import { inboxApi } from './api';
import { visitMemory } from './last-visit';
import { pickLocale, type InboxLocale } from './messages';
import { showInbox } from './page';

const languageKey = 'gps-inbox-language';

function remembered(): string | null {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

function remember(locale: InboxLocale) {
  try {
    localStorage.setItem(languageKey, locale);
  } catch {
    // Storage blocked: the switch still works for this visit through ?lang=.
  }
}

const root = document.getElementById('inbox');
if (root) {
  const asked = new URLSearchParams(location.search).get('lang');
  const locale = pickLocale(asked, remembered(), navigator.languages ?? [navigator.language]);
  remember(locale);
  const env = {
    doc: document,
    root,
    api: inboxApi(fetch.bind(window)),
    locale,
    // Read once per page load: the marks stay while the dealer moves around the inbox.
    visits: visitMemory(localStore()),
    search: () => location.search,
    navigate: (search: string) => {
      history.pushState(null, '', search || location.pathname);
      const lang = new URLSearchParams(search).get('lang');
      if (lang === 'ka' || lang === 'en') remember(lang);
    },
  };
  void showInbox(env);
  addEventListener('popstate', () => {
    const lang = pickLocale(new URLSearchParams(location.search).get('lang'), remembered(), []);
    void showInbox({ ...env, locale: lang });
  });
}
