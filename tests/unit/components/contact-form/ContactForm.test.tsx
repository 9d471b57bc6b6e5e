/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
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
