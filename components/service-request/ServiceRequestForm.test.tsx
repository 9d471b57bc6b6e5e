/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ServiceRequestForm } from '@/components/service-request/ServiceRequestForm';
import { MeterReadingForm } from '@/components/service-request/MeterReadingForm';
import { meterFormProps, serviceFormProps } from '@/components/service-request/serviceRequestProps';
import { content } from '@/content';
import { isDevice } from '@/lib/supplies';
import { modelCode } from '@/components/service-request/serviceRequest';

// The islands get their text from the real props builder: English messages, fixture catalogue.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

const endpoint = 'https://forms.example.com/f/abc';
const fetchMock = jest.fn();

/** What the build writes to product-data/en/devices.json from the fixture catalogue. */
const fixtureDevices = () =>
  content.products.filter(isDevice).map((p) => ({ id: p.id, name: p.name.en }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchMock
    .mockReset()
    .mockImplementation(async (url: string) =>
      url.endsWith('/devices.json')
        ? { ok: true, json: async () => ({ devices: fixtureDevices() }) }
        : { ok: true },
    );
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  delete process.env.CONTACT_FORM_ENDPOINT;
});

const sentJson = () =>
  JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body)) as Record<
    string,
    string
  >;

describe('ServiceRequestForm', () => {
  it('?product=<id> starts with that model, and the suggestions list the devices', async () => {
    const props = await serviceFormProps('en');
    expect(props.devicesPath).toBe('/gps-app/product-data/en/devices.json');
    const [device] = fixtureDevices();
    expect(device).toBeDefined();
    window.history.replaceState(null, '', `/?product=${device!.id}`);
    render(<ServiceRequestForm headingId="h" {...props} />);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Device model/)).toHaveValue(modelCode(device!.name)),
    );
    expect(screen.getByText(device!.name)).toBeVisible();
    const options = document.querySelectorAll('#service-model-options option');
    expect(options).toHaveLength(fixtureDevices().length);
  });

  it('loads the suggestions only when the visitor starts on the form, once', async () => {
    render(<ServiceRequestForm headingId="h" {...await serviceFormProps('en')} />);
    expect(document.querySelectorAll('#service-model-options option')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByLabelText(/^Device model/));
    fireEvent.focusIn(screen.getByLabelText(/^Serial number/));
    await waitFor(() =>
      expect(document.querySelectorAll('#service-model-options option')).toHaveLength(
        fixtureDevices().length,
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed list leaves the field free text, and the next focus tries again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    render(<ServiceRequestForm headingId="h" {...await serviceFormProps('en')} />);
    const model = screen.getByLabelText(/^Device model/);
    fireEvent.focusIn(model);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(model, { target: { value: 'Any copier' } });
    expect(model).toHaveValue('Any copier');
    fireEvent.focusOut(model);
    fireEvent.focusIn(model);
    await waitFor(() =>
      expect(document.querySelectorAll('#service-model-options option').length).toBeGreaterThan(0),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an invalid send lists the errors, focuses the first field and keeps the text', async () => {
    render(<ServiceRequestForm headingId="h" {...await serviceFormProps('en')} />);
    fireEvent.change(screen.getByLabelText(/^Serial number/), { target: { value: 'AB-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/The request was not sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose or type the device model.' })).toHaveAttribute(
      'href',
      '#service-model',
    );
    expect(screen.getByLabelText(/^Device model/)).toHaveFocus();
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('AB-1');
    expect(screen.getByLabelText(/^Serial number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts JSON with kind "service" to the endpoint, then clears the form', async () => {
    process.env.CONTACT_FORM_ENDPOINT = endpoint;
    render(<ServiceRequestForm headingId="h" {...await serviceFormProps('en')} />);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Device model/, 'Old copier X1');
    fill(/^Serial number/, 'sn-1234/56');
    fill(/^What is wrong/, 'paper-jam');
    // Tbilisi (the first city) is chosen; an office elsewhere picks its own.
    const [first, second] = content.serviceArea.cities;
    expect(screen.getByLabelText(/^City/)).toHaveValue(first!.name.en);
    fill(/^City/, second!.name.en);
    fill(/^Address/, 'Rustaveli Ave 10');
    fill(/^Contact person/, 'Nino');
    fill(/^Phone/, '555 12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Your request has been sent/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(endpoint, expect.objectContaining({ method: 'POST' }));
    expect(sentJson()).toMatchObject({
      kind: 'service',
      model: 'Old copier X1',
      productId: '',
      serial: 'sn-1234/56',
      city: second!.name.en,
      problem: 'paper-jam',
      problemLabel: 'Paper jam',
      phone: '+995555123456',
    });
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('');
  });
});

describe('MeterReadingForm', () => {
  it('warns when a counter is lower than the last reading sent for the serial number', async () => {
    process.env.CONTACT_FORM_ENDPOINT = endpoint;
    render(<MeterReadingForm headingId="m" {...await meterFormProps('en')} />);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await waitFor(() => expect(screen.getByLabelText(/^Reading date/)).not.toHaveValue(''));
    fill(/^Serial number/, 'sn-1234/56');
    fill(/^Black-and-white pages/, '5000');
    fill(/^Contact person/, 'Nino');
    fill(/^E-mail/, 'nino@example.ge');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the reading' }));
    });
    expect(await screen.findByText('Thank you! The reading has been sent.')).toBeInTheDocument();
    expect(sentJson()).toMatchObject({ kind: 'meter', serial: 'sn-1234/56', mono: '5000' });

    // The same plate typed another way is the same device.
    fill(/^Serial number/, 'SN 1234 56');
    fill(/^Black-and-white pages/, '4999');
    const warning = await screen.findByText(/lower than the last reading sent from this browser/);
    expect(warning).toHaveTextContent('(5000 on ');
    expect(screen.getByLabelText(/^Black-and-white pages/)).toHaveAccessibleDescription(
      /lower than the last reading/,
    );
    fill(/^Black-and-white pages/, '5001');
    expect(screen.queryByText(/lower than the last reading/)).not.toBeInTheDocument();
  });
});
