/**
 * The inbox page: the count of new requests (kept current while open), the publishing status,
 * what buyers search for, the list, or one request open. The state lives in the address
 * (query.ts), so a reload shows the same view.
 */
import type { InboxApi, InboxSummary, RequestDetail, Result } from './api';
import { historySection } from './history';
import type { VisitMemory } from './last-visit';
import { listView } from './list-view';
import { startLive } from './live';
import { inboxTranslator, otherLocale, type InboxLocale } from './messages';
import { searchForView, viewFromSearch, type InboxView } from './query';
import { launchList, publishStatus } from './publish';
import { searchesSection } from './searches';
import { el, requestDetail, type RenderContext } from './render';

const isNode = (node: HTMLElement | null): node is HTMLElement => node !== null;

export interface PageEnv {
  doc: Document;
  root: HTMLElement;
  api: InboxApi;
  locale: InboxLocale;
  /** The page's query string and a way to change it (history.pushState in the browser). */
  search: () => string;
  navigate: (search: string) => void;
  /** The dealer's last visit; without it nothing is marked. */
  visits?: VisitMemory;
  pollMs?: number;
}

/** The running poll of the view on screen: a new view stops the old one's. */
let stopLive: (() => void) | null = null;
let views = 0;

export async function showInbox(env: PageEnv): Promise<void> {
  stopLive?.();
  stopLive = null;
  const { doc, root, api, locale } = env;
  // A view still loading when the next one starts must not start polling after it.
  const mine = ++views;
  const live = (tick: () => Promise<void>) => {
    if (mine === views) stopLive = startLive({ doc, every: env.pollMs, tick });
  };
  const t = inboxTranslator(locale);
  const context: RenderContext = { doc, t, locale };
  const view = viewFromSearch(env.search());
  doc.documentElement.lang = locale;
  const title = view.reference ? `${view.reference} · ${t('title')}` : t('title');
  doc.title = title;

  const go = (next: InboxView, lang: InboxLocale = locale) => {
    env.navigate(searchForView(next, lang));
    void showInbox({ ...env, locale: lang });
  };
  const link = (label: string, search: string, onClick: () => void, attributes = {}) => {
    const anchor = el(doc, 'a', { href: search || '?', ...attributes }, [label]);
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      onClick();
    });
    return anchor;
  };
  const other = otherLocale(locale);
  // How many requests are still new, in the tab's title too, so a waiting one shows from afar.
  const newCount = el(doc, 'p', { class: 'new-count', 'aria-live': 'polite' });
  let shown: number | null = null;
  const showSummary = (summary: InboxSummary) => {
    env.visits?.saw(summary.latest);
    if (summary.new === shown) return;
    shown = summary.new;
    doc.title = shown > 0 ? t('titleNew', { count: shown, title }) : title;
    const search = searchForView({ status: 'new' }, locale);
    newCount.replaceChildren(
      link(t('newCount', { count: shown }), search, () => go({ status: 'new' })),
    );
  };
  const header = el(doc, 'header', {}, [
    el(doc, 'h1', {}, [t('title')]),
    newCount,
    link(t('language'), searchForView(view, other), () => go(view, other), {
      lang: other,
      'aria-label': t('languageSwitch'),
      class: 'language',
    }),
  ]);
  const message = el(doc, 'p', { role: 'alert', class: 'message' }, [t('loading')]);
  root.replaceChildren(header, message);

  const fail = (result: Extract<Result<unknown>, { ok: false }>) => {
    if (result.reason === 'forbidden') {
      // Shows nothing but the way in: the page itself is behind Access, so a reload signs in.
      message.replaceChildren(
        t('forbidden'),
        ' ',
        el(doc, 'a', { href: env.search() || '?' }, [t('signIn')]),
      );
    } else if (result.reason === 'notFound') {
      message.replaceChildren(t('notFound', { reference: view.reference ?? '' }));
    } else message.replaceChildren(t('unavailable'));
  };

  if (view.reference) {
    // The catalogue's names for the quote lines; without them the lines show their ids.
    const [found, names] = await Promise.all([api.get(view.reference), api.productNames(locale)]);
    if (!found.ok) return fail(found);
    const summary = async () => {
      const counted = await api.summary();
      if (counted.ok) showSummary(counted.value);
    };
    void summary();
    live(summary);
    message.replaceChildren();
    const back = link(t('back'), searchForView({ ...view, reference: undefined }, locale), () =>
      go({ ...view, reference: undefined }),
    );
    const detail = requestDetail({ ...context, names: names.ok ? names.value : {} }, found.value);
    root.append(el(doc, 'nav', {}, [back]), detail);
    wireEdit(env, context, detail, found.value, summary);
    return;
  }

  // The publishing status, the launch checklist and the searches' report come with the list;
  // any may be missing (no report yet, a build without the checklist, a database without the
  // searches' table) and then is not shown.
  const [listed, runs, launch, searches, counted] = await Promise.all([
    api.list(view),
    api.publish(),
    api.launch(),
    api.searches(),
    api.summary(),
  ]);
  if (!listed.ok) return fail(listed);
  message.replaceChildren();
  message.removeAttribute('role');
  const status = runs.ok ? publishStatus(context, runs.value) : null;
  root.append(
    ...[
      status,
      launch.ok ? launchList(context, launch.value) : null,
      searches.ok ? searchesSection(context, searches.value) : null,
    ].filter(isNode),
  );
  const since = env.visits?.since ?? null;
  if (counted.ok) showSummary(counted.value);
  const rows = listView({ context, api, view, first: listed.value, since, go, fail });
  root.append(...rows.nodes);
  live(async () => {
    const [fresh] = await Promise.all([api.summary(), rows.refresh()]);
    if (fresh.ok) showSummary(fresh.value);
  });
}

/** Saves status and note; the history shown is the one the server answers with. */
function wireEdit(
  env: PageEnv,
  context: RenderContext,
  detail: HTMLElement,
  request: RequestDetail,
  recount: () => Promise<void>,
) {
  const form = detail.querySelector('form.edit') as HTMLFormElement;
  const result = form.querySelector('.result') as HTMLElement;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector('button') as HTMLButtonElement;
    button.disabled = true;
    const saved = await env.api.update(request.reference, {
      status: String(data.get('status')) as RequestDetail['status'],
      note: String(data.get('note') ?? ''),
    });
    button.disabled = false;
    result.textContent = context.t(
      saved.ok ? 'saved' : saved.reason === 'forbidden' ? 'forbidden' : 'saveFailed',
    );
    if (!saved.ok) return;
    detail.querySelector('.history')?.replaceWith(historySection(context, saved.value));
    await recount();
  });
}
