import type { StoredRequest } from '@/inbox/api';
import { inboxMessages, inboxTranslator } from '@/inbox/messages';

const { en, ka } = inboxMessages;
import {
  formatSize,
  listItem,
  payloadFields,
  photoEntries,
  productHref,
  requestDetail,
} from '@/inbox/render';
import { contactTopics, replyChannels } from '@/components/contact-form/contactRules';
import { problemTypes, urgencies, visitTimes } from '@/components/service-request/serviceRequest';

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

const context = (locale: 'en' | 'ka' = 'en', names: Record<string, string> = {}) => ({
  doc: document,
  t: inboxTranslator(locale),
  locale,
  names,
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
      'მომხმარებლის შენიშვნა',
      'გაგზავნილია გვერდიდან',
    ]);
    expect(detail.textContent).not.toContain('abc-0000000001');
    expect(detail.querySelector('h2')?.textContent).toBe('Q-2611-0042 · ფასის მოთხოვნა');
    expect(detail.textContent).toContain('25 ნოემბერი 2026, 17:14');
  });

  it('links quote lines to the product pages, and only ids that are product ids', () => {
    const names = { 'laser-mfp-3030': 'Laser MFP 3030' };
    const detail = requestDetail(context('en', names), request());
    const links = [...detail.querySelectorAll('.lines a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/gps-app/en/product/laser-mfp-3030/']);
    const lines = [...detail.querySelectorAll('.lines li')].map((li) => li.textContent);
    // Named from the catalogue, never by the name stored with the line (the visitor's).
    expect(lines).toEqual([
      'Laser MFP 3030 (laser-mfp-3030) × 2',
      'javascript:alert(1) (javascript:alert(1)) × 1',
      '../../admin (../../admin) × 3',
    ]);
    expect(detail.querySelector('.lines')?.textContent).not.toContain('Bad id');
    expect(detail.querySelector('.lines h3')?.textContent).toBe('3 lines');
    // The only links in the whole view are the product and the ways to answer, built here
    // (the visitor's "page" is text).
    expect(
      [...detail.querySelectorAll('a')].map((a) => a.getAttribute('href')?.split('?')[0]),
    ).toEqual([
      'tel:+995599112233',
      'https://wa.me/995599112233',
      '/gps-app/en/product/laser-mfp-3030/',
    ]);
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

  it('shows a chosen option in the inbox’s own words, never a label the visitor sent', () => {
    const options = en.options;
    expect(
      payloadFields(
        {
          problem: 'paper-jam',
          problemLabel: 'Paper jam <b>',
          email: '',
          zeta: 'z',
          name: 'N',
          urgency: 'constructor',
          topic: 'toString',
        },
        { name: 'Name', problem: 'Problem', email: 'E-mail' },
        options,
      ),
    ).toEqual([
      { key: 'name', label: 'Name', value: 'N' },
      { key: 'problem', label: 'Problem', value: 'Paper jam' },
      { key: 'zeta', label: 'zeta', value: 'z' },
      { key: 'urgency', label: 'urgency', value: 'constructor' },
      { key: 'topic', label: 'topic', value: 'toString' },
    ]);
  });

  it('has words for every option the forms offer, in both languages', () => {
    const offered = {
      topic: contactTopics,
      reply: replyChannels,
      problem: problemTypes,
      urgency: urgencies,
      visitTime: visitTimes,
    };
    for (const messages of [en, ka])
      for (const [field, codes] of Object.entries(offered))
        expect(Object.keys(messages.options[field as keyof typeof offered]).sort()).toEqual(
          [...codes].sort(),
        );
  });

  it('writes file sizes in the dealer’s language', () => {
    expect(formatSize(840 * 1024, 'en')).toBe('840 kB');
    expect(formatSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatSize(10, 'en')).toBe('1 kB');
  });
});

describe('requests stored before labels were dropped', () => {
  it('show options in the inbox’s words and ignore the visitor’s labels and line names', () => {
    const old = request({
      reference: 'S-2611-0007',
      kind: 'service',
      payload: {
        kind: 'service',
        model: 'C3030',
        problem: 'paper-jam',
        problemLabel: 'Call +1 900 SCAM now',
        urgency: 'urgent',
        urgencyLabel: xss[0],
        visitTime: 'morning',
        visitTimeLabel: 'Never',
        productId: 'colour-mfp-c3030',
        subject: 'Service request: C3030',
      },
    });
    const names = { 'colour-mfp-c3030': 'Canon imageRUNNER C3030' };
    const detail = requestDetail(context('ka', names), old);
    const value = (field: string) => detail.querySelector(`dd[data-field="${field}"]`)?.textContent;
    expect(value('problem')).toBe(ka.options.problem['paper-jam']);
    expect(value('urgency')).toBe(ka.options.urgency.urgent);
    expect(value('visitTime')).toBe(ka.options.visitTime.morning);
    expect(value('productId')).toBe('Canon imageRUNNER C3030 (colour-mfp-c3030)');
    expect(detail.querySelectorAll('[data-field$="Label"]')).toHaveLength(0);
    for (const text of ['SCAM', 'Never', xss[0]]) expect(detail.textContent).not.toContain(text);
    const contact = requestDetail(
      context('en'),
      request({
        kind: 'contact',
        payload: { topic: 'bulk-order', topicLabel: 'Free money', reply: 'whatsapp', name: 'N' },
      }),
    );
    expect(contact.querySelector('dd[data-field="topic"]')?.textContent).toBe(
      'Bulk order discount',
    );
    expect(contact.querySelector('dd[data-field="reply"]')?.textContent).toBe('WhatsApp');
    expect(contact.textContent).not.toContain('Free money');
  });
});

describe('a request’s language and VAT wish', () => {
  it('are words, not the codes the form sent', () => {
    const quote = requestDetail(
      context('ka'),
      request({ payload: { name: 'N', vatInvoice: 'yes', companyId: '205123456', locale: 'en' } }),
    );
    const value = (field: string) => quote.querySelector(`dd[data-field="${field}"]`)?.textContent;
    const term = (field: string) => quote.querySelector(`dt[data-field="${field}"]`)?.textContent;
    expect([term('locale'), value('locale')]).toEqual(['ენა', 'ინგლისური']);
    expect([term('vatInvoice'), value('vatInvoice')]).toEqual([
      'საგადასახადო ანგარიშ-ფაქტურა',
      'სჭირდება',
    ]);
    expect(term('companyId')).toBe('საიდენტიფიკაციო კოდი');
  });
});

describe('photos', () => {
  const hostileName = '"><img src=x onerror="window.hacked=1">.jpg';
  const withPhotos = (photos: unknown) =>
    request({
      reference: 'S-2611-0007',
      kind: 'service',
      payload: { name: 'Levan', photos },
    });
  const photos = [
    { index: 0, name: hostileName, type: 'image/jpeg', size: 840 * 1024 },
    { index: 1, name: 'scan.png', type: 'image/png', size: 2048 },
    { index: 2, name: 'IMG_0042.HEIC', type: 'image/heic', size: 2.4 * 1024 * 1024 },
    { index: 3, name: 'b.webp', type: 'image/webp', size: 1000 },
    { index: 4, name: 'c.heif', type: 'image/heif', size: 5000 },
    { index: '5/../../export.csv', name: 'bad index', type: 'image/png', size: 1 },
    { index: 6, name: 'page.html', type: 'text/html', size: 1 },
    { index: -1, name: 'negative', type: 'image/png', size: 1 },
    { index: 1.5, name: 'half', type: 'image/png', size: 1 },
    'not a photo',
    null,
  ];

  it('shows JPEG, PNG and WebP as thumbnails linking to the image, HEIC/HEIF as downloads', () => {
    const detail = requestDetail(context('en'), withPhotos(photos));
    const section = detail.querySelector('.photos') as HTMLElement;
    expect(section.querySelector('h3')?.textContent).toBe('5 photos');
    const base = '/gps-app/admin/requests/api/S-2611-0007/photos/';
    expect([...section.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      `${base}0`,
      `${base}1`,
      `${base}3`,
    ]);
    expect([...section.querySelectorAll('figure a')].map((a) => a.getAttribute('href'))).toEqual([
      `${base}0`,
      `${base}1`,
      `${base}3`,
    ]);
    expect([...section.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 4',
    ]);
    const downloads = [...section.querySelectorAll('a[download]')];
    expect(downloads.map((a) => a.getAttribute('href'))).toEqual([`${base}2`, `${base}4`]);
    expect(downloads.map((a) => a.closest('li')?.textContent)).toEqual([
      'Download the HEIC photo: IMG_0042.HEIC (2.4 MB)',
      'Download the HEIF photo: c.heif (5 kB)',
    ]);
    expect(section.querySelector('figcaption')?.textContent).toBe(`${hostileName} (840 kB)`);
    for (const bad of ['bad index', 'page.html', 'negative', 'half'])
      expect(section.textContent).not.toContain(bad);
    expect(photoEntries('x')).toEqual([]);
  });

  it('keeps a hostile photo name as text, out of every attribute', () => {
    const detail = requestDetail(context('en'), withPhotos(photos));
    document.body.append(detail);
    const section = detail.querySelector('.photos') as HTMLElement;
    expect(section.textContent).toContain(hostileName);
    expect(section.querySelectorAll('img')).toHaveLength(3);
    expect(section.querySelectorAll('img[onerror], script, svg, iframe')).toHaveLength(0);
    for (const element of section.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^on/);
        expect(element.getAttribute(attribute)).not.toMatch(/img|onerror|\.jpg|"/);
      }
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('counts photos with the language’s plurals, and shows no section without any', () => {
    const one = requestDetail(context('en'), withPhotos(photos.slice(0, 1)));
    expect(one.querySelector('.photos h3')?.textContent).toBe('1 photo');
    const ka3 = requestDetail(context('ka'), withPhotos(photos.slice(0, 3)));
    expect(ka3.querySelector('.photos h3')?.textContent).toBe('3 ფოტო');
    expect(requestDetail(context(), withPhotos(undefined)).querySelector('.photos')).toBeNull();
    expect(requestDetail(context(), withPhotos([])).querySelector('.photos')).toBeNull();
    expect(
      requestDetail(context(), { ...withPhotos(photos), reference: '../x' }).querySelector(
        '.photos',
      ),
    ).toBeNull();
  });
});
