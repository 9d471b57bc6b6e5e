/** The inbox page's script (bundled into out/admin/requests/inbox.js): the browser's pieces. */
import { localStore } from '@/lib/safe-storage';
import { inboxApi } from './api';
import { visitMemory } from './last-visit';
import { pickLocale } from './messages';
import { showInbox } from './page';

const languageKey = 'gps-inbox-language';
const storage = localStore();
const asked = () => new URLSearchParams(location.search).get('lang');

const root = document.getElementById('inbox');
if (root) {
  const locale = pickLocale(asked(), storage.getItem(languageKey), navigator.languages ?? []);
  storage.setItem(languageKey, locale);
  const env = {
    doc: document,
    root,
    api: inboxApi(fetch.bind(window)),
    locale,
    // Read once per page load: the marks stay while the dealer moves around the inbox.
    visits: visitMemory(storage),
    search: () => location.search,
    navigate: (search: string) => {
      history.pushState(null, '', search || location.pathname);
      const lang = new URLSearchParams(search).get('lang');
      if (lang === 'ka' || lang === 'en') storage.setItem(languageKey, lang);
    },
  };
  void showInbox(env);
  addEventListener('popstate', () => {
    void showInbox({ ...env, locale: pickLocale(asked(), storage.getItem(languageKey), []) });
  });
}
