import { render, screen } from '@testing-library/react';
import { ServiceRequestLinks } from '@/components/service-request/ServiceRequestLinks';
import { basePath } from '@/site.config.mjs';
import messages from '@/messages/en.json';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);

const labels = messages.ServiceRequestPage;
const request = `${basePath}/en/services/request/`;

describe('ServiceRequestLinks', () => {
  it('on a device with a counter, both links name the model, each to its own section', async () => {
    render(
      await ServiceRequestLinks({ locale: 'en', product: { id: 'mfp-x1', type: 'multifunction' } }),
    );
    expect(screen.getByRole('link', { name: labels.linkForModel })).toHaveAttribute(
      'href',
      `${request}?product=mfp-x1#service`,
    );
    // The meter link once went without the model, so the page started with an empty field.
    expect(screen.getByRole('link', { name: labels.meterLink })).toHaveAttribute(
      'href',
      `${request}?product=mfp-x1#meter`,
    );
  });

  it('on a device without a counter, only the service link', async () => {
    render(
      await ServiceRequestLinks({ locale: 'en', product: { id: 'cutter-1', type: 'shredder' } }),
    );
    expect(screen.getByRole('link', { name: labels.linkForModel })).toHaveAttribute(
      'href',
      `${request}?product=cutter-1#service`,
    );
    expect(screen.queryByRole('link', { name: labels.meterLink })).not.toBeInTheDocument();
  });

  it('elsewhere, both sections without a model', async () => {
    render(await ServiceRequestLinks({ locale: 'en' }));
    expect(screen.getByRole('link', { name: labels.serviceHeading })).toHaveAttribute(
      'href',
      `${request}#service`,
    );
    expect(screen.getByRole('link', { name: labels.meterLink })).toHaveAttribute(
      'href',
      `${request}#meter`,
    );
  });
});
