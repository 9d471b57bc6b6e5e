/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from '@/components/contact-form/ContactForm';
import { contactFormProps } from '@/components/contact-form/contactFormProps';
import { content } from '@/content';

// The island gets its text from the real props builder: English messages, fixture catalogue.
jest.mock('next-intl/server', () => jest.requireActual('../island-props-mocks').englishServerIntl);
jest.mock('@/content', () => jest.requireActual('../island-props-mocks').fixtureContentModule());

const fetchMock = jest.fn();
/** What the build writes to product-data/en/names.json from the fixture catalogue. */
const names = () => Object.fromEntries(content.products.map((p) => [p.id, p.name.en]));

beforeEach(() => {
  sessionStorage.clear();
  fetchMock
    .mockReset()
    .mockImplementation(async (url: string) =>
      url.endsWith('/names.json')
        ? { ok: true, json: async () => ({ names: names() }) }
        : { ok: true },
    );
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  delete process.env.CONTACT_FORM_ENDPOINT;
});

const message = () => screen.getByRole('textbox', { name: /^Message/ });

describe('ContactForm prefill', () => {
  it('?product=<id> loads the names once and asks for that product in the message', async () => {
    const props = await contactFormProps('en');
    expect(props.productNamesPath).toBe('/gps-app/product-data/en/names.json');
    const [product] = content.products;
    window.history.replaceState(null, '', `/?type=bulk-order&product=${product!.id}`);
    render(<ContactForm {...props} />);
    await waitFor(() =>
      expect((message() as HTMLTextAreaElement).value).toContain(product!.name.en),
    );
    expect(screen.getByLabelText('Topic')).toHaveValue('product');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing without ?product=, and ?type= still starts the message', async () => {
    window.history.replaceState(null, '', '/?type=bulk-order');
    render(<ContactForm {...await contactFormProps('en')} />);
    await waitFor(() => expect(message()).not.toHaveValue(''));
    expect(screen.getByLabelText('Topic')).toHaveValue('bulk-order');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an unknown product or a failed fetch leaves the form as it started', async () => {
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
