import type { InboxApi, RequestDetail, StoredRequest } from '@/inbox/api';
import type { VisitMemory } from '@/inbox/last-visit';
import { showInbox } from '@/inbox/page';

const stored = (n: number, overrides: Partial<StoredRequest> = {}): StoredRequest => ({
  id: n,
  reference: `C-2611-000${n}`,
  kind: 'contact',
  createdAt: `2026-11-25T10:0${n}:00.000Z`,
  status: 'new',
  note: '',
  notifiedAt: null,
  notifyAttempts: 0,
  payload: { name: `Visitor ${n} <b>bold</b>`, message: 'Hello' },
  ...overrides,
});

const detail = (request: StoredRequest, history: RequestDetail['history'] = []) => ({
  ...request,
  history,
});

function setup(api: Partial<InboxApi>, search = '', visits?: VisitMemory) {
  document.body.innerHTML = '<main id="inbox"></main>';
  const root = document.getElementById('inbox') as HTMLElement;
  let current = search;
  const navigate = jest.fn((next: string) => {
    current = next;
  });
  const full: InboxApi = {
    list: jest.fn(async () => ({
      ok: true as const,
      value: { requests: [stored(2), stored(1)], next: null },
    })),
    productNames: jest.fn(async () => ({ ok: true as const, value: {} })),
    publish: jest.fn(async () => ({ ok: true as const, value: [] })),
    launch: jest.fn(async () => ({ ok: false as const, reason: 'notFound' as const })),
    searches: jest.fn(async () => ({ ok: false as const, reason: 'unavailable' as const })),
    summary: jest.fn(async () => ({
      ok: true as const,
      value: { new: 2, latest: '2026-11-25T10:02:00.000Z' },
    })),
    get: jest.fn(async (reference: string) => ({
      ok: true as const,
      value: detail(stored(1, { reference })),
    })),
    update: jest.fn(async (reference: string, change) => ({
      ok: true as const,
      value: detail(stored(1, { reference, ...change })),
    })),
    ...api,
  };
  const env = {
    doc: document,
    root,
    api: full,
    locale: 'en' as const,
    search: () => current,
    navigate,
    ...(visits ? { visits } : {}),
  };
  return { root, api: full, navigate, show: () => showInbox(env), search: () => current };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the inbox page', () => {
  it('without Access shows only the way to sign in, no request', async () => {
    const { root, show } = setup({ list: async () => ({ ok: false, reason: 'forbidden' }) });
    await show();
    expect(root.querySelector('[role=alert]')?.textContent).toContain(
      'Sign in through Cloudflare Access',
    );
    expect(root.querySelectorAll('ol, form, article, a[download]')).toHaveLength(0);
  });

  it('lists the requests with the count and downloads for the filters in the address', async () => {
    const { root, show, api } = setup({}, '?status=new');
    await show();
    expect(api.list).toHaveBeenCalledWith({ status: 'new' });
    expect(root.querySelector('.count')?.textContent).toBe('2 requests');
    expect([...root.querySelectorAll('li strong')].map((s) => s.textContent)).toEqual([
      'C-2611-0002',
      'C-2611-0001',
    ]);
    expect(root.querySelector('li b')).toBeNull();
    const hrefs = [...root.querySelectorAll('a[download]')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/gps-app/admin/requests/api/export.csv?status=new&lang=en',
      '/gps-app/admin/requests/api/export.xlsx?status=new&lang=en',
    ]);
  });

  it('shows the publishing status and the launch checklist above the list, in that order', async () => {
    const { root, show } = setup({
      publish: async () => ({
        ok: true,
        value: [
          {
            id: 1,
            run: '1-1',
            state: 'refused' as const,
            commit: 'abcdef1234',
            message: 'Update offer',
            committedAt: null,
            problems: [{ file: 'content/company.yaml', field: 'ka.phone', message: 'is required' }],
            problemCount: 1,
            startedAt: '2027-05-31T10:00:00Z',
            updatedAt: '2027-05-31T10:05:00Z',
            notifiedAt: null,
          },
        ],
      }),
      launch: async () => ({
        ok: true,
        value: { mustFix: [], hidden: [{ file: 'content/a.yaml', ka: 'ა', en: 'A' }], advice: [] },
      }),
    });
    await show();
    const order = [...root.children].map((child) => child.className || child.tagName);
    expect(order.slice(0, 5)).toEqual([
      'HEADER',
      'message',
      'publish publish-refused',
      'launch',
      'filters',
    ]);
    expect(root.querySelector('.publish')?.textContent).toContain('is required');
    expect(root.querySelector('.launch summary')?.textContent).toBe('Before launch (1)');
  });

  it('shows what buyers search for below them, above the list', async () => {
    const week = {
      days: 7,
      since: '2026-11-21',
      searches: 2,
      nothingFound: 2,
      top: [{ query: 'xerox b210', language: 'en', count: 2 }],
      missing: [{ query: 'xerox b210', language: 'en', count: 2, foundSince: false }],
    };
    const { root, show, api } = setup({
      searches: jest.fn(async () => ({
        ok: true as const,
        value: { today: '2026-11-27', periods: [week] },
      })),
    });
    await show();
    expect(api.searches).toHaveBeenCalledTimes(1);
    const order = [...root.children].map((child) => child.className || child.tagName);
    expect(order.slice(0, 4)).toEqual(['HEADER', 'message', 'searches', 'filters']);
    expect(root.querySelector('.searches ol.missing li .query')?.textContent).toBe('xerox b210');
  });

  it('leaves them out when they cannot be read, and still lists the requests', async () => {
    const { root, show } = setup({
      publish: async () => ({ ok: false, reason: 'unavailable' }),
    });
    await show();
    expect(root.querySelector('.publish, .launch, .searches')).toBeNull();
    expect(root.querySelectorAll('ol.requests li')).toHaveLength(2);
  });

  it('filters by kind through the address, and opens a request from the list', async () => {
    const { root, show, navigate, api } = setup({});
    await show();
    const kind = root.querySelector('select[name=kind]') as HTMLSelectElement;
    kind.value = 'meter';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(navigate).toHaveBeenLastCalledWith('?kind=meter&lang=en');
    expect(api.list).toHaveBeenLastCalledWith({ kind: 'meter' });
    (root.querySelector('li a') as HTMLAnchorElement).click();
    await settle();
    expect(navigate).toHaveBeenLastCalledWith('?kind=meter&ref=C-2611-0002&lang=en');
    expect(api.get).toHaveBeenCalledWith('C-2611-0002');
    expect(root.querySelector('article h2')?.textContent).toBe('C-2611-0002 · Message');
  });

  it('saves status and note with PATCH and says so; a failure says not saved', async () => {
    const update = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, value: detail(stored(1)) })
      .mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    const { root, show } = setup({ update }, '?ref=C-2611-0001');
    await show();
    const form = root.querySelector('form.edit') as HTMLFormElement;
    (form.elements.namedItem('status') as HTMLSelectElement).value = 'done';
    (form.elements.namedItem('note') as HTMLTextAreaElement).value = 'Called back';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(update).toHaveBeenCalledWith('C-2611-0001', { status: 'done', note: 'Called back' });
    expect(form.querySelector('[role=status]')?.textContent).toBe('Saved.');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(form.querySelector('[role=status]')?.textContent).toBe('Not saved. Try again.');
  });

  it('says so when a request does not exist or the API is down', async () => {
    const missing = setup(
      { get: async () => ({ ok: false, reason: 'notFound' }) },
      '?ref=Q-2611-0009',
    );
    await missing.show();
    expect(missing.root.textContent).toContain('There is no request Q-2611-0009.');
    const down = setup({ list: async () => ({ ok: false, reason: 'unavailable' }) });
    await down.show();
    expect(down.root.textContent).toContain('could not be loaded');
  });

  it('shows older requests page by page, each once, also when many share a millisecond', async () => {
    // 87 requests, 80 of them stored in the same millisecond: the API pages by its cursor.
    const all = Array.from({ length: 87 }, (_, i) =>
      stored(87 - i, {
        reference: `C-2611-${String(87 - i).padStart(4, '0')}`,
        createdAt: i < 80 ? '2026-11-25T10:05:00.000Z' : `2026-11-25T10:0${87 - i}:00.000Z`,
      }),
    );
    const list = jest.fn(async (_view: unknown, before?: string) => {
      const start = before === undefined ? 0 : Number(before.replace('cursor-', ''));
      if (!Number.isInteger(start)) return { ok: false as const, reason: 'unavailable' as const };
      const requests = all.slice(start, start + 50);
      const end = start + requests.length;
      return {
        ok: true as const,
        value: { requests, next: end < all.length ? `cursor-${end}` : null },
      };
    });
    const { root, show } = setup({ list });
    await show();
    const older = root.querySelector('button[type=button]') as HTMLButtonElement;
    expect(root.querySelector('.count')?.textContent).toBe('50 requests');
    expect(older.hidden).toBe(false);
    older.click();
    await settle();
    expect(list).toHaveBeenLastCalledWith({}, 'cursor-50');
    const shown = [...root.querySelectorAll('li strong')].map((s) => s.textContent);
    expect(shown).toEqual(all.map((request) => request.reference));
    expect(root.querySelector('.count')?.textContent).toBe('87 requests');
    expect(older.hidden).toBe(true);
  });

  it('names quote lines from the catalogue, and by their id when it cannot be read', async () => {
    const quote = stored(3, {
      reference: 'Q-2611-0003',
      kind: 'quote',
      payload: {
        name: 'Giorgi',
        items: [
          { id: 'colour-mfp-c3030', quantity: 2, name: 'Visitor’s own name' },
          { id: 'paper-a4', quantity: 1 },
        ],
      },
    });
    const names = { 'colour-mfp-c3030': 'Canon imageRUNNER C3030', constructor: 'x' };
    const productNames = jest.fn(async () => ({ ok: true as const, value: names }));
    const found = setup(
      { get: async () => ({ ok: true, value: detail(quote) }), productNames },
      '?ref=Q-2611-0003',
    );
    await found.show();
    expect(productNames).toHaveBeenCalledWith('en');
    const lines = () => [...document.querySelectorAll('.lines li')].map((li) => li.textContent);
    expect(lines()).toEqual([
      'Canon imageRUNNER C3030 (colour-mfp-c3030) × 2',
      'paper-a4 (paper-a4) × 1',
    ]);
    expect(found.root.textContent).not.toContain('Visitor’s own name');
    const offline = setup(
      {
        get: async () => ({ ok: true, value: detail(quote) }),
        productNames: async () => ({ ok: false, reason: 'unavailable' }),
      },
      '?ref=Q-2611-0003',
    );
    await offline.show();
    expect(lines()).toEqual(['colour-mfp-c3030 (colour-mfp-c3030) × 2', 'paper-a4 (paper-a4) × 1']);
  });
});

describe('an open inbox', () => {
  const hidden = (value: boolean) => {
    Object.defineProperty(document, 'visibilityState', {
      value: value ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    hidden(false);
    jest.useRealTimers();
  });

  it('counts new requests in the title and at the top, and shows arrivals without a reload', async () => {
    let requests = [stored(2), stored(1)];
    let count = 2;
    const list = jest.fn(async () => ({ ok: true as const, value: { requests, next: null } }));
    const summary = jest.fn(async () => ({
      ok: true as const,
      value: { new: count, latest: requests[0]!.createdAt },
    }));
    const { root, show } = setup({ list, summary });
    await show();
    expect(document.title).toBe('(2) Requests');
    expect(root.querySelector('header .new-count')?.textContent).toBe('2 new requests');
    expect(root.querySelector('.new-count a')?.getAttribute('href')).toBe('?status=new&lang=en');
    requests = [stored(3, { payload: { name: 'Newcomer', phone: '+995555123456' } }), ...requests];
    count = 3;
    await jest.advanceTimersByTimeAsync(30_000);
    const rows = [...root.querySelectorAll('ol.requests > li')];
    expect(rows.map((li) => li.getAttribute('data-reference'))).toEqual([
      'C-2611-0003',
      'C-2611-0002',
      'C-2611-0001',
    ]);
    expect(rows[0]?.classList.contains('fresh')).toBe(true);
    expect(rows[0]?.querySelector('.fresh-mark')?.textContent).toBe('new since your last visit');
    expect(root.querySelector('.count')?.textContent).toBe('3 requests');
    expect(document.title).toBe('(3) Requests');
    expect(root.querySelector('.new-count')?.textContent).toBe('3 new requests');
    // Nothing new: nothing added twice.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(root.querySelectorAll('ol.requests > li')).toHaveLength(3);
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    const { show, api } = setup({});
    await show();
    const calls = () => (api.summary as jest.Mock).mock.calls.length;
    const before = calls();
    hidden(true);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls()).toBe(before);
    hidden(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(before + 1);
  });

  it('marks the requests new since the last visit and remembers the newest one seen', async () => {
    const visits = { since: '2026-11-25T10:01:30.000Z', saw: jest.fn() };
    const { root, show } = setup({}, '', visits);
    await show();
    const fresh = [...root.querySelectorAll('li.fresh')].map((li) =>
      li.getAttribute('data-reference'),
    );
    expect(fresh).toEqual(['C-2611-0002']);
    expect(visits.saw).toHaveBeenCalledWith('2026-11-25T10:02:00.000Z');
    document.title = '';
  });

  it('leaves a row’s answer links to the phone, mail or WhatsApp, not the request view', async () => {
    const phone = stored(2, { payload: { name: 'N', phone: '+995555123456' } });
    const { root, show, navigate } = setup({
      list: async () => ({ ok: true, value: { requests: [phone], next: null } }),
    });
    await show();
    const call = root.querySelector('li a[data-answer="tel"]') as HTMLAnchorElement;
    expect(call.getAttribute('href')).toBe('tel:+995555123456');
    // Whether the list let it through, seen above it (then stopped: jsdom cannot dial).
    let prevented: boolean | null = null;
    root.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    call.click();
    expect(prevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the history, and after a save the one the server answers with', async () => {
    const event = { at: '2026-11-26T08:30:00.000Z', actor: 'dealer@example.ge', note: null };
    const update = jest.fn(async () => ({
      ok: true as const,
      value: detail(stored(1, { status: 'done' }), [{ ...event, status: 'done' as const }]),
    }));
    const { root, show, api } = setup({ update }, '?ref=C-2611-0001');
    await show();
    const items = () => [...root.querySelectorAll('.history li')].map((li) => li.textContent);
    expect(items()).toEqual(['November 25, 2026, 14:01 · Received']);
    const before = (api.summary as jest.Mock).mock.calls.length;
    const form = root.querySelector('form.edit') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(items()).toEqual([
      'November 25, 2026, 14:01 · Received',
      'November 26, 2026, 12:30 · dealer@example.ge: status: Done',
    ]);
    expect((api.summary as jest.Mock).mock.calls.length).toBe(before + 1);
    expect(document.title).toBe('(2) C-2611-0001 · Requests');
  });
});
