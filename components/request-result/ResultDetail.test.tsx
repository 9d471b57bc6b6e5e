/** @jest-environment jsdom */
import compile from 'icu-minify/compile';
import { render, screen } from '@testing-library/react';
import messages from '@/messages/ka.json';
import { ResultDetail } from '@/components/request-result/ResultDetail';
import { failureText, sentReference } from '@/components/request-result/resultQuery';

const { FormDelivery: delivery, RequestFailedPage: failed } = messages;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the pages a form post without JavaScript lands on', () => {
  it('the sent page shows the reference from the address, in Georgian', async () => {
    window.history.replaceState(null, '', '/gps-app/ka/requests/sent/?ref=Q-2611-0042&kind=quote');
    render(<ResultDetail outcome="sent" labels={{ received: compile(delivery.received) }} />);
    expect(
      await screen.findByText(
        'გმადლობთ! თქვენი მოთხოვნა Q-2611-0042 მიღებულია. მალე დაგიკავშირდებით.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('the failed page names the reason; products that could not be matched get their own', async () => {
    window.history.replaceState(null, '', '/gps-app/ka/requests/failed/?reason=limit');
    const { unmount } = render(
      <ResultDetail outcome="failed" labels={{ reasons: failed.reasons }} />,
    );
    expect(await screen.findByText(failed.reasons.limit)).toBeInTheDocument();
    unmount();
    expect(failureText('?reason=invalid&fields=lines.1,name')).toBe('products');
    expect(failureText('?reason=invalid&fields=name')).toBe('invalid');
  });

  it('reads nothing from an address it did not write (no markup, no made-up reason)', () => {
    expect(sentReference('?ref=<b>hi</b>')).toBeUndefined();
    expect(sentReference('')).toBeUndefined();
    expect(failureText('?reason=toString')).toBeUndefined();
    window.history.replaceState(null, '', '/gps-app/ka/requests/sent/?ref=%3Cscript%3E');
    render(<ResultDetail outcome="sent" labels={{ received: compile(delivery.received) }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
