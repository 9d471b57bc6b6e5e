import { fireEvent, render, screen } from '@testing-library/react';
import messages from '@/messages/en.json';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import { createTranslator } from 'next-intl';
import { compiledLabels } from '../../tests/support/components/compiled-labels';
import { maxQuoteLines } from '@/lib/quote-list/lines';

const labels = {
  ...compiledLabels(messages.ListToggles, ['addLabel', 'removeLabel', 'compareLabel'] as const),
  full: createTranslator({ locale: 'en', messages })('ListToggles.full', { max: maxQuoteLines }),
};
const stored = () => JSON.parse(localStorage.getItem('quote-list') ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('ListToggles', () => {
  it('adds a product and says it is in the list', () => {
    render(<ListToggles ids={['mfp-a']} name="MFP A" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote list: MFP A' }));
    expect(stored()).toEqual([{ id: 'mfp-a', quantity: 1 }]);
    expect(screen.getByRole('status')).toHaveTextContent('In your quote list');
  });

  it('says the list is full when Add cannot add (issue 29 item 13)', () => {
    const full = Array.from({ length: maxQuoteLines }, (_, i) => ({ id: `p-${i}`, quantity: 1 }));
    localStorage.setItem('quote-list', JSON.stringify(full));
    render(<ListToggles ids={['mfp-a']} name="MFP A" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote list: MFP A' }));
    expect(stored()).toEqual(full);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your quote list is full: it holds at most 50 products.',
    );
  });

  it('on a card, the button shows the state and can take the product out again', () => {
    render(
      <ListToggles
        ids={['mfp-a']}
        name="MFP A"
        labels={labels}
        compareHref="/gps-app/en/compare/"
        variant="card"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote list: MFP A' }));
    // Still announced, though the words are for screen readers only on a card.
    expect(screen.getByRole('status')).toHaveTextContent('In your quote list');
    const remove = screen.getByRole('button', { name: 'Remove from list: MFP A' });
    expect(remove).toHaveTextContent('Remove from list');
    expect(screen.getByRole('button', { name: 'Compare: MFP A' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.click(remove);
    expect(stored()).toEqual([]);
  });
});
