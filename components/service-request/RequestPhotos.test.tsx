/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as messageLinks from '@/components/forms/messageLinks';
import { MeterReadingForm } from '@/components/service-request/MeterReadingForm';
import { ServiceRequestForm } from '@/components/service-request/ServiceRequestForm';
import { meterFormProps, serviceFormProps } from '@/components/service-request/serviceRequestProps';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);
// The mail app is opened by navigating to this link (jsdom does not navigate).
jest.mock('@/components/forms/messageLinks', () => {
  const actual = jest.requireActual('@/components/forms/messageLinks');
  return { ...actual, mailtoHref: jest.fn(actual.mailtoHref) };
});

const fetchMock = jest.fn();
const answer = (status: number, body = '') => ({
  ok: status < 300,
  status,
  text: async () => body,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(answer(201, '{"reference":"M-2611-0001"}'));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  delete process.env.CONTACT_FORM_ENDPOINT;
  jest.restoreAllMocks();
});

const photo = (name: string, size = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

async function choose(files: File[]) {
  const input = screen.getByLabelText(/^Photos/) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
  return input;
}

async function meterForm() {
  render(<MeterReadingForm headingId="m" {...await meterFormProps('en')} />);
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^Serial number/, 'SN123456');
  fill(/^Black-and-white pages/, '5000');
  fill(/^Contact person/, 'Nino');
  fill(/^E-mail/, 'nino@example.ge');
}

const send = () =>
  fireEvent.click(screen.getByRole('button', { name: /^(Send the reading|Send again)$/ }));

describe('photos with a request', () => {
  it('posts multipart with a plain file input without JavaScript, on the site’s own endpoint', async () => {
    render(<ServiceRequestForm headingId="h" {...await serviceFormProps('en')} />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/gps-app/api/requests');
    const input = screen.getByLabelText(/^Photos/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'photo');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('image/heic');
  });

  it('has no photo field for a form service (it would not read them)', async () => {
    process.env.CONTACT_FORM_ENDPOINT = 'https://forms.example.com/f/abc';
    render(<MeterReadingForm headingId="m" {...await meterFormProps('en')} />);
    expect(screen.queryByLabelText(/^Photos/)).toBeNull();
    expect(document.querySelector('form')!.getAttribute('enctype')).toBeNull();
  });

  it('refuses another type, a photo too large, one too many, and keeps the text', async () => {
    await meterForm();
    await choose([photo('report.pdf', 100, 'application/pdf')]);
    expect(screen.getByText('“report.pdf” is not a JPEG, PNG, WebP or HEIC photo.')).toBeVisible();
    await choose([photo('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(
      screen.getByText('“huge.jpg” is larger than 10 MB. Choose a smaller photo.'),
    ).toBeVisible();
    await choose([photo('a.jpg'), photo('b.png', 10, 'image/png'), photo('c.HEIC', 10, '')]);
    await choose([photo('d.webp', 10, 'image/webp')]);
    expect(
      screen.getByText('You can attach up to 3 photos. Remove one to add another.'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Attached photos' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('SN123456');
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(
      screen.getByRole('list', { name: 'Attached photos' }).querySelectorAll('li'),
    ).toHaveLength(2);
  });

  it('sends the photos as multipart and empties the list once sent', async () => {
    await meterForm();
    await choose([photo('counter.jpg')]);
    send();
    expect(await screen.findByText(/M-2611-0001/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/gps-app/api/requests');
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('payload')))).toMatchObject({
      kind: 'meter',
      serial: 'SN123456',
    });
    expect((body.getAll('photo') as File[]).map((f) => f.name)).toEqual(['counter.jpg']);
    expect(screen.queryByRole('list', { name: 'Attached photos' })).toBeNull();
  });

  it('says when the request arrived without its photos', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"reference":"M-2611-0001","photosStored":false}'));
    await meterForm();
    await choose([photo('counter.jpg')]);
    send();
    await waitFor(() =>
      expect(screen.getByText(/The photos could not be saved with it/)).toBeInTheDocument(),
    );
  });

  it('shows the endpoint’s photo code at the field and focuses it', async () => {
    fetchMock.mockResolvedValue(answer(400, '{"errors":{"photos":"type"}}'));
    await meterForm();
    await choose([photo('counter.jpg')]);
    send();
    const message = 'A file is not a JPEG, PNG, WebP or HEIC photo. Remove it and send again.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(document.activeElement?.id).toBe('meter-photos');
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('SN123456');
  });
});

describe('a host without the Worker', () => {
  it.each([404, 405, 501])(
    'answering %i opens the mail app at once and offers the chats, the text kept',
    async (status) => {
      fetchMock.mockResolvedValue(answer(status, 'Not Found'));
      const mailto = jest.mocked(messageLinks.mailtoHref);
      mailto.mockClear();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await meterForm();
      await choose([photo('counter.jpg')]);
      send();
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Send by e-mail' })).toBeVisible(),
      );
      expect(mailto).toHaveBeenCalledWith(
        expect.any(String),
        expect.any(String),
        expect.any(String),
      );
      expect(screen.getByText(/attach them in your e-mail app/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Serial number/)).toHaveValue('SN123456');
      expect(screen.getByLabelText(/^Black-and-white pages/)).toHaveValue('5000');
      expect(screen.getByRole('button', { name: 'Send the reading' })).toBeEnabled();
    },
  );

  it('when the connection is lost, as for a 503: the other ways and a retry, the text kept', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await meterForm();
    for (const failure of [
      () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')),
      () => fetchMock.mockResolvedValueOnce(answer(503, '{"errors":{}}')),
    ]) {
      failure();
      send();
      expect(await screen.findByRole('button', { name: 'Send again' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
    }
    expect(screen.getByText(/the reading could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('SN123456');
  });
});
