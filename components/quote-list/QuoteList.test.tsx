import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { QuoteList } from '@/components/quote-list/QuoteList';
import type { QuoteListLabels } from '@/components/quote-list/labels';
import type { CatalogData } from '@/lib/catalog-cards';
import compile from 'icu-minify/compile';
import { compiledLabels } from '../../tests/support/components/compiled-labels';

// The English catalogue's words as the server compiles them: the island fills {name} and {count}.
const { QuoteList: list, QuoteForm: form, FormDelivery: delivery } = messages;
const labels: QuoteListLabels = {
  ...compiledLabels(list, [
    'summary',
    'quantityLabel',
    'decreaseLabel',
    'increaseLabel',
    'removeLabel',
    'removed',
    'unknown',
    'tooMany',
    'notFitted',
  ] as const),
  choice: compiledLabels(list.choice, ['yours', 'shared'] as const),
  total: { label: list.totalLabel, note: compile(list.totalNote), none: list.totalNone },
  from: compile(messages.ProductTerms.from),
  onRequest: messages.ProductCard.price,
  vat: 'incl. 18% VAT',
  vatInvoice: true,
  form: {
    ...form,
    ...(({ sending, retry, newTab, alternatives }) => ({ sending, retry, newTab, alternatives }))(
      messages.ContactForm,
    ),
    compose: compiledLabels(form.compose, ['subject'] as const),
    errors: {
      summary: form.errors.summary,
      'name.required': form.errors.name,
      'companyId.invalid': form.errors.companyIdInvalid,
      'email.required': form.errors.emailRequired,
      'email.invalid': form.errors.emailInvalid,
      'phone.invalid': form.errors.phoneInvalid,
    },
    result: compiledLabels(delivery, ['received'] as const),
    spam: { honeypot: delivery.honeypot },
    privacy: { locale: 'en', text: 'We keep what you send.', link: 'Privacy policy' },
  },
};

const card = (id: string, name: string) => ({
  id,
  name,
  image: null,
  facts: [],
  price: null,
  availability: null,
  facets: {},
});
const catalog: CatalogData = {
  products: [card('mfp-a', 'MFP A'), card('toner-b', 'Toner B'), card('cutter-c', 'Cutter C')],
};

function show(search = '') {
  window.history.replaceState(null, '', `/gps-app/en/quote/${search}`);
  return render(
    <QuoteList
      locale="en"
      catalogUrl="/catalog.json"
      labels={labels}
      recipient={{ email: 'sales@example.com', whatsapp: '995555000000', telegram: 'dealer' }}
    />,
  );
}
const stored = () => JSON.parse(localStorage.getItem('quote-list') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => catalog })) as never;
});

describe('QuoteList', () => {
  it('lists the stored products with names and links, and edits quantities', async () => {
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 2 }]));
    show();
    const link = await screen.findByRole('link', { name: 'MFP A' });
    expect(link).toHaveAttribute('href', '/gps-app/en/product/mfp-a/');
    fireEvent.click(screen.getByRole('button', { name: 'One more: MFP A' }));
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 3 }]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity: MFP A' }), {
      target: { value: '5000' },
    });
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 999 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: MFP A' }));
    expect(stored()).toEqual([]);
    expect(screen.getByText(/MFP A was removed from the list/)).toBeInTheDocument();
  });

  it('keeps ids the catalogue lacks, with a notice, and clamps a shared link', async () => {
    show('?items=mfp-a:0,gone-x:2,toner-b:1200');
    await screen.findByRole('link', { name: 'MFP A' });
    expect(
      screen.getByText(/Not found in the catalogue as loaded now.*gone-x/),
    ).toBeInTheDocument();
    expect(stored()).toEqual([
      { id: 'mfp-a', quantity: 1 },
      { id: 'gone-x', quantity: 2 },
      { id: 'toner-b', quantity: 999 },
    ]);
    // Adopted into this browser: the address no longer carries the list.
    expect(window.location.search).toBe('');
  });

  it('never deletes a stored line that a stale catalogue lacks (issue 29 item 6)', async () => {
    localStorage.setItem(
      'quote-list',
      JSON.stringify([
        { id: 'mfp-a', quantity: 1 },
        { id: 'new-model-z', quantity: 7 },
      ]),
    );
    show();
    // Shown by its id, with a note, and kept until the visitor removes it.
    const line = (await screen.findByRole('link', { name: 'new-model-z' })).closest('li')!;
    expect(within(line).getByText(list.unknownLine)).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton')).toHaveValue(7);
    expect(stored()).toEqual([
      { id: 'mfp-a', quantity: 1 },
      { id: 'new-model-z', quantity: 7 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: new-model-z' }));
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 1 }]);
  });

  it('counts in the right plural forms (issue 29 item 15)', async () => {
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 1 }]));
    show();
    expect(await screen.findByText('1 product, 1 item in total')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'One more: MFP A' }));
    expect(screen.getByText('1 product, 2 items in total')).toBeInTheDocument();
  });

  it('says which products of a link did not fit a long list when merging (item 13)', async () => {
    const many = Array.from({ length: 49 }, (_, i) => ({ id: `stored-${i}`, quantity: 1 }));
    localStorage.setItem('quote-list', JSON.stringify(many));
    show('?items=mfp-a:1,toner-b:2,cutter-c:3');
    const choice = await screen.findByRole('region', { name: 'This link holds a different list' });
    fireEvent.click(within(choice).getByRole('button', { name: 'Combine both lists' }));
    expect(stored()).toEqual([...many, { id: 'mfp-a', quantity: 1 }]);
    expect(
      screen.getByText(
        /2 products of the link did not fit.*at most 50 products.*toner-b, cutter-c/,
      ),
    ).toBeInTheDocument();
  });

  it('freezes the list while the request is sent, so no change is lost (item 7)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(async (url: string) =>
      url === '/catalog.json'
        ? { ok: true, json: async () => catalog }
        : new Promise((resolve) => (answer = resolve)),
    ) as never;
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 2 }]));
    window.history.replaceState(null, '', '/gps-app/en/quote/');
    render(
      <QuoteList
        locale="en"
        catalogUrl="/catalog.json"
        labels={labels}
        recipient={{ email: 'sales@example.com', whatsapp: '995555000000', telegram: 'dealer' }}
        endpoint="https://forms.example.com/send"
      />,
    );
    await screen.findByRole('link', { name: 'MFP A' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nino' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nino@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    const more = screen.getByRole('button', { name: 'One more: MFP A' });
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity: MFP A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove: MFP A' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Products in your list' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    fireEvent.click(more);
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 2 }]);
    await act(async () => {
      answer({ ok: true, status: 200, json: async () => ({ ok: true }), text: async () => '' });
    });
    await waitFor(() => expect(stored()).toEqual([]));
  });

  it('the site’s Function: the emptied list says the reference it answered with', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url === '/catalog.json'
        ? { ok: true, json: async () => catalog }
        : { ok: true, status: 201, text: async () => '{"reference":"Q-2611-0042"}' },
    ) as never;
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 2 }]));
    window.history.replaceState(null, '', '/gps-app/en/quote/');
    render(
      <QuoteList
        locale="en"
        catalogUrl="/catalog.json"
        labels={labels}
        recipient={{ email: 'sales@example.com', whatsapp: '995555000000', telegram: 'dealer' }}
        endpoint="/gps-app/api/requests"
      />,
    );
    await screen.findByRole('link', { name: 'MFP A' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nino' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nino@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Thank you! Your request Q-2611-0042 has been received. We will get back to you soon.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(stored()).toEqual([]);
  });

  it('asks before a shared list replaces a different stored one, and can merge', async () => {
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 2 }]));
    show('?items=toner-b:3');
    const choice = await screen.findByRole('region', { name: 'This link holds a different list' });
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 2 }]);
    fireEvent.click(within(choice).getByRole('button', { name: 'Combine both lists' }));
    expect(stored()).toEqual([
      { id: 'mfp-a', quantity: 2 },
      { id: 'toner-b', quantity: 3 },
    ]);
    expect(screen.getByRole('link', { name: 'Toner B' })).toBeInTheDocument();
  });

  it('keeps the typed details when validation fails and names the fields', async () => {
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'cutter-c', quantity: 1 }]));
    show();
    await screen.findByRole('link', { name: 'Cutter C' });
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: 'Print LLC' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    expect(screen.getByText(form.errors.summary)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Print LLC');
  });

  it('says when the product details cannot be loaded, and still shows the list', async () => {
    global.fetch = jest.fn(async () => ({ ok: false })) as never;
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'mfp-a', quantity: 1 }]));
    show();
    await waitFor(() => expect(screen.getByText(list.loadFailed)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'mfp-a' })).toBeInTheDocument();
  });

  it('shows each known price with VAT, and a total that names the lines priced on request', async () => {
    const priced = {
      ...card('mfp-a', 'MFP A'),
      price: 'from ₾8,900',
      priceValue: { amount: 8900, currency: 'GEL' as const, from: true },
    };
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ products: [priced, card('toner-b', 'Toner B')] }),
    })) as never;
    localStorage.setItem(
      'quote-list',
      JSON.stringify([
        { id: 'mfp-a', quantity: 2 },
        { id: 'toner-b', quantity: 1 },
      ]),
    );
    const { container } = show();
    await screen.findByRole('link', { name: 'MFP A' });
    expect(screen.getByText('from ₾8,900 · incl. 18% VAT')).toBeInTheDocument();
    expect(screen.getByText(messages.ProductCard.price)).toBeInTheDocument();
    const total = container.querySelector('[data-quote-total]');
    expect(total).toHaveTextContent('Total from ₾17,800 incl. 18% VAT');
    expect(total).toHaveTextContent('1 product is priced on request and is not in the total');
  });

  it('checks the identification code and offers the VAT invoice', async () => {
    localStorage.setItem('quote-list', JSON.stringify([{ id: 'cutter-c', quantity: 1 }]));
    show();
    await screen.findByRole('link', { name: 'Cutter C' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nino' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '555 12 34 56' } });
    fireEvent.change(screen.getByLabelText(/^Identification code/), {
      target: { value: '1234' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: form.vatInvoice }));
    expect(screen.getByRole('checkbox', { name: form.vatInvoice })).toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    expect(screen.getAllByText(form.errors.companyIdInvalid).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Identification code/)).toHaveFocus();
  });
});
