/**
 * The inbox page's behaviour: the publishing status and launch checklist (publish.ts), filters,
 * the list, one request open, saving its status and note.
 * Everything visible comes from render.ts (text only) and the inbox messages; the state lives
 * in the address (query.ts), so a reload shows the same view with what the server kept.
 */
import type { InboxApi, Result, StoredRequest } from './api';
import { inboxTranslator, otherLocale, type InboxLocale } from './messages';
import { exportUrl, searchForView, viewFromSearch, type InboxView } from './query';
import { launchList, publishStatus } from './publish';
import { choiceSelect, el, listItem, requestDetail, type RenderContext } from './render';

const isNode = (node: HTMLElement | null): node is HTMLElement => node !== null;

export interface PageEnv {
  doc: Document;
  root: HTMLElement;
  api: InboxApi;
  locale: InboxLocale;
  /** The page's current query string and a way to change it (history.pushState in the browser). */
  search: () => string;
  navigate: (search: string) => void;
}

export async function showInbox(env: PageEnv): Promise<void> {
  const { doc, root, api, locale } = env;
  const t = inboxTranslator(locale);
  const context: RenderContext = { doc, t, locale };
  const view = viewFromSearch(env.search());
  doc.documentElement.lang = locale;
  doc.title = view.reference ? `${view.reference} · ${t('title')}` : t('title');

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
  const header = el(doc, 'header', {}, [
    el(doc, 'h1', {}, [t('title')]),
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
    message.replaceChildren();
    const back = link(t('back'), searchForView({ ...view, reference: undefined }, locale), () =>
      go({ ...view, reference: undefined }),
    );
    const detail = requestDetail({ ...context, names: names.ok ? names.value : {} }, found.value);
    root.append(el(doc, 'nav', {}, [back]), detail);
    wireEdit(env, context, detail, found.value);
    return;
  }

  // The publishing status and the launch checklist come with the list; either may be missing
  // (no report yet, a build without the checklist) and then is not shown.
  const [listed, runs, launch] = await Promise.all([api.list(view), api.publish(), api.launch()]);
  if (!listed.ok) return fail(listed);
  message.replaceChildren();
  message.removeAttribute('role');
  const status = runs.ok ? publishStatus(context, runs.value) : null;
  root.append(...[status, launch.ok ? launchList(context, launch.value) : null].filter(isNode));
  const filters = el(doc, 'form', { class: 'filters', 'aria-label': t('filters') }, [
    choiceSelect(context, 'kind', view.kind),
    choiceSelect(context, 'status', view.status),
  ]);
  filters.addEventListener('change', () => {
    const data = new FormData(filters as HTMLFormElement);
    const kind = String(data.get('kind') ?? '');
    const status = String(data.get('status') ?? '');
    go(viewFromSearch(new URLSearchParams({ kind, status }).toString()));
  });
  const downloads = el(doc, 'p', { class: 'downloads' }, [
    `${t('download')}: `,
    el(doc, 'a', { href: exportUrl('csv', view), download: 'requests.csv' }, [t('csv')]),
    ' · ',
    el(doc, 'a', { href: exportUrl('xlsx', view), download: 'requests.xlsx' }, [t('xlsx')]),
  ]);
  const requests = [...listed.value.requests];
  let next = listed.value.next;
  const count = el(doc, 'p', { class: 'count', 'aria-live': 'polite' });
  const list = el(doc, 'ol', { class: 'requests' });
  const older = el(doc, 'button', { type: 'button' }, [t('loadOlder')]) as HTMLButtonElement;
  const show = (batch: readonly StoredRequest[]) => {
    list.append(...batch.map((request) => listItem(context, request, view)));
    count.textContent = t('count', { count: requests.length });
    older.hidden = next === null;
  };
  older.addEventListener('click', async () => {
    if (next === null) return;
    older.disabled = true;
    const page = await api.list(view, next);
    older.disabled = false;
    if (!page.ok) return fail(page);
    requests.push(...page.value.requests);
    next = page.value.next;
    show(page.value.requests);
  });
  list.addEventListener('click', (event) => {
    const anchor = (event.target as Element).closest('a');
    const reference = anchor?.closest('li')?.getAttribute('data-reference');
    if (!reference) return;
    event.preventDefault();
    go({ ...view, reference });
  });
  root.append(filters, downloads, count, list, older);
  show(requests);
}

function wireEdit(
  env: PageEnv,
  context: RenderContext,
  detail: HTMLElement,
  request: StoredRequest,
) {
  const form = detail.querySelector('form.edit') as HTMLFormElement;
  const result = form.querySelector('.result') as HTMLElement;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector('button') as HTMLButtonElement;
    button.disabled = true;
    const saved = await env.api.update(request.reference, {
      status: String(data.get('status')) as StoredRequest['status'],
      note: String(data.get('note') ?? ''),
    });
    button.disabled = false;
    result.textContent = context.t(
      saved.ok ? 'saved' : saved.reason === 'forbidden' ? 'forbidden' : 'saveFailed',
    );
  });
}
