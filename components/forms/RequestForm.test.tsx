/** @jest-environment jsdom */
import compile from 'icu-minify/compile';
import { fireEvent, render, screen } from '@testing-library/react';
import { RequestForm } from '@/components/forms/RequestForm';
import type { DeliveryLabels } from '@/components/forms/DeliveryFooter';
import type { DeliveryState } from '@/components/forms/useDelivery';

const labels: DeliveryLabels = {
  send: 'Send',
  sending: 'Sending…',
  retry: 'Try again',
  newTab: '(opens in a new tab)',
  status: {
    sent: 'Sent.',
    failed: 'Not sent.',
    timeout: 'No answer.',
    composed: 'Mail app opened.',
  },
  result: {
    received: compile('Your request {reference} has been received.'),
    limited: 'Too many requests.',
    rejected: { spam: 'Looks like spam.', products: 'Unknown products.', other: 'Refused.' },
  },
  spam: { honeypot: 'Leave this field empty' },
  alternatives: { email: 'By e-mail', whatsapp: 'By WhatsApp', telegram: 'By Telegram' },
  privacy: { locale: 'en', text: 'We keep your message for 12 months.', link: 'Privacy' },
};

function form(delivery: DeliveryState, more: { endpoint?: string; requestFieldsFirst?: boolean }) {
  return render(
    <RequestForm
      kind="meter"
      delivery={delivery}
      labels={labels}
      mailNote="Send opens your mail app."
      errorSummary={{
        text: 'Please correct the fields below.',
        items: [{ id: 'meter-serial', text: 'Enter the serial number.' }],
      }}
      recipient={{ email: 'info@example.ge', whatsapp: '995555000000', telegram: 'example' }}
      message={{ subject: 'Meter reading', body: 'Serial: AB1234' }}
      fallbackAction={more.endpoint ?? 'mailto:info@example.ge'}
      labelledBy="heading"
      header={<h2 id="heading">Meter reading</h2>}
      requestFieldsFirst={more.requestFieldsFirst}
      onSubmit={(event) => event.preventDefault()}
      {...more}
    >
      <input id="meter-serial" name="serial" />
    </RequestForm>,
  );
}

const idle: DeliveryState = { status: 'idle', hydrated: true };

// jsdom lays nothing out, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('the request form frame', () => {
  it('without an endpoint says the mail app opens and posts plain text to mailto: without JavaScript', () => {
    form(idle, {});
    const element = screen.getByRole('form', { name: 'Meter reading' });
    expect(screen.getByText('Send opens your mail app.')).toBeTruthy();
    expect(element.getAttribute('action')).toBe('mailto:info@example.ge');
    expect(element.getAttribute('enctype')).toBe('text/plain');
    expect(element.querySelector('input[name="kind"]')).toBeNull();
  });

  it('with an endpoint posts the request kind and the spam check, without the mail note', () => {
    form(idle, { endpoint: '/gps-app/api/requests' });
    const element = screen.getByRole('form', { name: 'Meter reading' });
    expect(screen.queryByText('Send opens your mail app.')).toBeNull();
    expect(element.getAttribute('enctype')).toBeNull();
    expect(element.querySelector<HTMLInputElement>('input[name="kind"]')?.value).toBe('meter');
    // The service forms carry their kind before the fields, the others after them.
    const fields = [...element.querySelectorAll('input')].map((input) => input.name);
    expect(fields.indexOf('kind')).toBeGreaterThan(fields.indexOf('serial'));
  });

  it('puts the request fields first where the form asks for it', () => {
    form(idle, { endpoint: '/gps-app/api/requests', requestFieldsFirst: true });
    const fields = [...document.querySelectorAll('input')].map((input) => input.name);
    expect(fields.indexOf('kind')).toBeLessThan(fields.indexOf('serial'));
  });

  it('lists the invalid fields above them, each link moving focus into its field', () => {
    form({ status: 'invalid', hydrated: true }, {});
    expect(screen.getByText('Please correct the fields below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Enter the serial number.' }));
    expect(document.activeElement?.id).toBe('meter-serial');
  });

  it('says what became of the send, and offers the other ways after a failure', () => {
    const { unmount } = form({ status: 'sent', reference: 'M-2611-0042', hydrated: true }, {});
    expect(screen.getByRole('status').textContent).toBe(
      'Your request M-2611-0042 has been received.',
    );
    expect(screen.queryByRole('link', { name: 'By e-mail' })).toBeNull();
    unmount();
    form({ status: 'failed', hydrated: true }, {});
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'By e-mail' }).getAttribute('href')).toMatch(
      /^mailto:info@example\.ge\?subject=Meter%20reading/,
    );
  });

  it('leaves the browser’s own checks on until the island has hydrated', () => {
    form({ status: 'idle', hydrated: false }, {});
    expect(screen.getByRole<HTMLFormElement>('form', { name: 'Meter reading' }).noValidate).toBe(
      false,
    );
  });
});
