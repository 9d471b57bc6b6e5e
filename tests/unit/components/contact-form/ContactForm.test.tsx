/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from '@/components/contact-form/ContactForm';
import { contactFormProps } from '@/components/contact-form/contactFormProps';
import { content } from '@/content';

// The island gets its text from the real props builder: English messages, fixture catalogue.
jest.mock('next-intl/server', () => jest.requireActual('../island-props-mocks').englishServerIntl);
jest.mock('@/content', () => jest.requireActual('../island-props-mocks').fixtureContentModule());

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
