/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from '@/components/contact-form/ContactForm';
import { contactFormProps } from '@/components/contact-form/contactFormProps';
import { content } from '@/content';

// The island gets its text from the real props builder: English messages, fixture catalogue.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

const fetchMock = jest.fn();
/**
 * A product page as components/product-detail exports it, reduced to the data-compare-*
 * attributes that name the product (the comparison reads the same ones).
 */
const productPage = (id: string) => {
  const product = content.products.find((p) => p.id === id);
  return product
    ? `<!doctype html><main><article data-compare-product="${product.name.en}" data-compare-image="/gps-app/_img/${id}-160.jpg" data-compare-alt="${product.name.en} photo"></article></main>`
    : undefined;
};

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset().mockImplementation(async (url: string) => {
    const id = /\/product\/([^/]+)\/$/.exec(url)?.[1];
    const page = id === undefined ? undefined : productPage(id);
    if (id !== undefined && page === undefined) return { ok: false, status: 404 };
    return { ok: true, status: 200, text: async () => page ?? '' };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  delete process.env.CONTACT_FORM_ENDPOINT;
});

const message = () => screen.getByRole('textbox', { name: /^Message/ });

describe('ContactForm prefill and product summary', () => {
  it('gives every error its own message', async () => {
    const errors = Object.values((await contactFormProps('en')).labels.errors);
    expect(errors.every((text) => text.trim() !== '')).toBe(true);
    expect(new Set(errors).size).toBe(errors.length);
  });

  it('?product=<id> loads its page once, shows it above the fields and asks for it', async () => {
    const [product] = content.products;
    window.history.replaceState(null, '', `/?type=bulk-order&product=${product!.id}`);
    render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() =>
      expect((message() as HTMLTextAreaElement).value).toContain(product!.name.en),
    );
    expect(screen.getByLabelText('Topic')).toHaveValue('product');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`/gps-app/en/product/${product!.id}/`);
    const back = screen.getByRole('link', { name: product!.name.en });
    expect(back).toHaveAttribute('href', `/gps-app/en/product/${product!.id}/`);
    expect(back.querySelector('img')).toHaveAttribute(
      'src',
      `/gps-app/_img/${product!.id}-160.jpg`,
    );
    expect(screen.getByText('Your request is about')).toBeInTheDocument();
    // Above the fields: the summary comes before the first field in the form's order.
    expect(
      back.compareDocumentPosition(screen.getByLabelText('Topic')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('?type=rental opens the rental topic, for the product or the plan the link names', async () => {
    const product = content.products.find((p) => p.rentable)!;
    window.history.replaceState(null, '', `/?type=rental&product=${product.id}`);
    const first = render(<ContactForm {...await contactFormProps('en')} />);
    expect(screen.getByLabelText('Topic')).toHaveValue('rental');
    await waitFor(() =>
      expect((message() as HTMLTextAreaElement).value).toContain(product.name.en),
    );
    expect(screen.getByLabelText('Topic')).toHaveValue('rental');
    expect(screen.getByRole('option', { name: 'Equipment rental' })).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();
    const [plan] = content.rental.plans;
    window.history.replaceState(null, '', `/?type=rental&plan=${plan!.id}`);
    render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect((message() as HTMLTextAreaElement).value).toContain(plan!.name.en));
    expect(screen.getByLabelText('Topic')).toHaveValue('rental');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a saved draft: the summary shows, the typed message stays', async () => {
    const [product] = content.products;
    window.history.replaceState(null, '', `/?product=${product!.id}`);
    const first = render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect(message()).not.toHaveValue(''));
    fireEvent.change(message(), { target: { value: 'My own words about this one' } });
    first.unmount();
    render(<ContactForm {...await contactFormProps('en')} />);
    expect(await screen.findByRole('link', { name: product!.name.en })).toBeInTheDocument();
    expect(message()).toHaveValue('My own words about this one');
  });

  it('fetches nothing without ?product= or for an id outside the id rule', async () => {
    window.history.replaceState(null, '', '/?type=bulk-order');
    const { unmount } = render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect(message()).not.toHaveValue(''));
    expect(screen.getByLabelText('Topic')).toHaveValue('bulk-order');
    unmount();
    window.history.replaceState(null, '', '/?product=../../admin');
    render(<ContactForm {...await contactFormProps('en')} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Your request is about')).not.toBeInTheDocument();
  });

  it('an unknown product or a failed fetch leaves the form as it started, without a summary', async () => {
    window.history.replaceState(null, '', '/?product=no-such-product');
    const { unmount } = render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(message()).toHaveValue('');
    unmount();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    window.history.replaceState(null, '', `/?type=bulk-order&product=${content.products[0]!.id}`);
    render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Topic')).toHaveValue('bulk-order');
    expect(screen.queryByText('Your request is about')).not.toBeInTheDocument();
  });
});

describe('ContactForm sending', () => {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('an invalid send lists the errors, focuses the first field and keeps the text', async () => {
    render(<ContactForm {...await contactFormProps('en')} />);
    fill(/^Message/, 'Please call me about a copier.');
    fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/The message was not sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your name.' })).toHaveAttribute(
      'href',
      '#contact-name',
    );
    // A call was asked for, so the phone number is what is missing, not the e-mail address.
    expect(screen.getByRole('link', { name: /^Enter your phone number/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Enter your e-mail/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveValue('Please call me about a copier.');
  });

  it('posts the message to the endpoint, says so and empties the form', async () => {
    process.env.CONTACT_FORM_ENDPOINT = 'https://forms.example.com/f/contact';
    render(<ContactForm {...await contactFormProps('en')} />);
    fill(/^Name/, 'Nino');
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'nino@example.ge' },
    });
    fill(/^Message/, 'Please send me the price list.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/f/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Nino',
      email: 'nino@example.ge',
      message: 'Please send me the price list.',
    });
    expect(message()).toHaveValue('');
  });
});

describe('ContactForm privacy line', () => {
  it('says what is kept, how long and whom to ask, linking the privacy page', async () => {
    render(<ContactForm {...await contactFormProps('en')} />);
    const line = screen.getByText(/for 24 months/);
    expect(line).toHaveTextContent(content.company.email);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/gps-app/en/info/privacy/',
    );
  });
});

describe('ContactForm on the shop’s own Worker (the default build)', () => {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const answer = (status: number, body: unknown) => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  });
  const fillValid = () => {
    fill(/^Name/, 'Nino');
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'nino@example.ge' },
    });
    fill(/^Message/, 'Please send me the price list.');
  };
  it('posts to the Function, with the spam fields, and shows the reference it answers', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { reference: 'C-2611-0042' }));
    const { container } = render(<ContactForm {...await contactFormProps('en')} />);
    // Without JavaScript the browser posts the same form to the Function, with its kind.
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/gps-app/api/requests');
    expect(form).not.toHaveAttribute('enctype');
    expect(container.querySelector('input[name="kind"]')).toHaveValue('contact');
    expect(container.querySelector('input[name="locale"]')).toHaveValue('en');
    // The honeypot: out of sight, out of the tab order, hidden from assistive technology.
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();

    fillValid();
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByText(
      'Thank you! Your request C-2611-0042 has been received. We will get back to you soon.',
    );
    expect(status).toHaveAttribute('role', 'status');
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/gps-app/api/requests');
    const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Nino', website: '', locale: 'en' });
    expect(sent.startedAt).toEqual(expect.any(Number));
    expect(sent.startedAt as number).toBeLessThanOrEqual(before);
    expect(message()).toHaveValue('');
  });

  it('shows the Function’s field errors as its own, focusing the field and keeping the text', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { errors: { email: 'invalid' } }));
    render(<ContactForm {...await contactFormProps('en')} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const link = await screen.findByRole('link', { name: /^Enter a valid e-mail address/ });
    expect(link).toHaveAttribute('href', '#contact-email');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
    expect(message()).toHaveValue('Please send me the price list.');
  });

  it('a spam verdict, the rate limit or an unavailable database keep the text and offer the alternatives', async () => {
    render(<ContactForm {...await contactFormProps('en')} />);
    fillValid();
    const cases: [ReturnType<typeof answer>, RegExp][] = [
      [answer(400, { errors: { startedAt: 'tooFast' } }), /^Our spam check stopped this request/],
      [answer(429, { errors: { rate: 'limited' } }), /^Too many requests were sent/],
      [answer(503, { errors: {} }), /^Sorry, the message could not be sent/],
    ];
    for (const [response, text] of cases) {
      fetchMock.mockResolvedValueOnce(response);
      fireEvent.click(screen.getByRole('button', { name: /^Send/ }));
      expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: /Send via WhatsApp/ })).toBeInTheDocument();
      expect(message()).toHaveValue('Please send me the price list.');
    }
    // One message, one id: every retry carries the same submissionId.
    const ids = fetchMock.mock.calls.map(
      ([, init]) =>
        (JSON.parse(String((init as RequestInit).body)) as { submissionId: string }).submissionId,
    );
    expect(new Set(ids).size).toBe(1);
  });
});
