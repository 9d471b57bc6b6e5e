import type { StoredRequest } from '@/inbox/api';
import { inboxTranslator } from '@/inbox/messages';
import { listItem, payloadFields, productHref, requestDetail } from '@/inbox/render';
import en from '@/messages/inbox/en.json';

const xss = [
  '<img src=x onerror="window.hacked=1">',
  '<script>window.hacked=1</script>',
  '"><svg onload=window.hacked=1>',
  'javascript:window.hacked=1',
];

function request(overrides: Partial<StoredRequest> = {}): StoredRequest {
  return {
    id: 42,
    reference: 'Q-2611-0042',
    kind: 'quote',
    createdAt: '2026-11-25T13:14:00.000Z',
    status: 'new',
    note: '',
    notifiedAt: null,
    notifyAttempts: 0,
    payload: {
      kind: 'quote',
      name: xss[0],
      company: xss[1],
      phone: '+995599112233',
      note: xss[2],
      page: xss[3],
      submissionId: 'abc-0000000001',
      items: [
        { id: 'laser-mfp-3030', name: xss[1], quantity: 2 },
        { id: 'javascript:alert(1)', name: 'Bad id', quantity: 1 },
        { id: '../../admin', name: 'Traversal', quantity: 3 },
      ],
    },
    ...overrides,
  };
}

const context = (locale: 'en' | 'ka' = 'en') => ({
  doc: document,
  t: inboxTranslator(locale),
  locale,
});

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { hacked?: number }).hacked;
});

describe('a request in full', () => {
  it('shows every hostile value as the text the visitor typed, never as markup', () => {
    const detail = requestDetail(context(), request());
    document.body.append(detail);
    expect(detail.querySelectorAll('img, script, svg, iframe')).toHaveLength(0);
    const text = detail.textContent ?? '';
    for (const payload of xss) expect(text).toContain(payload);
    for (const element of detail.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('labels the fields in the dealer’s language and hides what the form adds for checks', () => {
    const detail = requestDetail(context('ka'), request());
    const terms = [...detail.querySelectorAll('dl.fields dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'სახელი',
      'კომპანია',
      'ტელეფონი',
      'ვიზიტორის შენიშვნა',
      'გაგზავნილია გვერდიდან',
    ]);
    expect(detail.textContent).not.toContain('abc-0000000001');
    expect(detail.querySelector('h2')?.textContent).toBe('Q-2611-0042 · ფასის მოთხოვნა');
    expect(detail.textContent).toContain('25 ნოემბერი 2026, 17:14');
  });

  it('links quote lines to the product pages, and only ids that are product ids', () => {
    const detail = requestDetail(context('en'), request());
    const links = [...detail.querySelectorAll('.lines a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/gps-app/en/product/laser-mfp-3030/']);
    const lines = [...detail.querySelectorAll('.lines li')].map((li) => li.textContent);
    expect(lines).toEqual([
      `${xss[1]} (laser-mfp-3030) × 2`,
      'Bad id (javascript:alert(1)) × 1',
      'Traversal (../../admin) × 3',
    ]);
    expect(detail.querySelector('.lines h3')?.textContent).toBe('3 lines');
    // The only link in the whole view is the product one (the visitor's "page" is text).
    expect(detail.querySelectorAll('a')).toHaveLength(1);
  });

  it('fills the status and note the dealer saved', () => {
    const detail = requestDetail(
      context(),
      request({ status: 'in_progress', note: '<b>call back</b>' }),
    );
    const form = detail.querySelector('form') as HTMLFormElement;
    expect((form.elements.namedItem('status') as HTMLSelectElement).value).toBe('in_progress');
    expect((form.elements.namedItem('note') as HTMLTextAreaElement).value).toBe('<b>call back</b>');
  });
});

describe('the list', () => {
  it('links each request to its full view, keeping the filters, with hostile names as text', () => {
    const item = listItem(context(), request(), { kind: 'quote' });
    expect(item.querySelector('a')?.getAttribute('href')).toBe(
      '?kind=quote&ref=Q-2611-0042&lang=en',
    );
    expect(item.querySelector('.who')?.textContent).toBe(xss[0]);
    expect(item.querySelectorAll('img')).toHaveLength(0);
    expect(item.querySelector('.status')?.textContent).toBe(en.statuses.new);
  });
});

describe('pieces', () => {
  it('builds product links only from valid ids', () => {
    expect(productHref('mono-mfp-m3030', 'ka')).toBe('/gps-app/ka/product/mono-mfp-m3030/');
    for (const id of ['', 'A', '../x', 'a/b', 'x'.repeat(81), 42, null, '//evil.example'])
      expect(productHref(id, 'en')).toBeNull();
  });

  it('shows a chosen option by the form’s label, and leaves empty fields out', () => {
    expect(
      payloadFields(
        { problem: 'paper-jam', problemLabel: 'Paper jam', email: '', zeta: 'z', name: 'N' },
        { name: 'Name', problem: 'Problem', email: 'E-mail' },
      ),
    ).toEqual([
      { key: 'name', label: 'Name', value: 'N' },
      { key: 'problem', label: 'Problem', value: 'Paper jam' },
      { key: 'zeta', label: 'zeta', value: 'z' },
    ]);
  });
});
