import { render, screen } from '@testing-library/react';
import { ProductCardView } from '@/components/product-card/ProductCardView';
import type { CatalogCard } from '@/lib/catalog-cards';
import { cardLabels } from '../../tests/support/components/catalog/catalog-fixtures';

const base: CatalogCard = {
  id: 'colour-mfp-x1',
  name: 'Colour MFP X1',
  image: null,
  facts: [],
  price: '₾8,900',
  availability: null,
};

describe('ProductCardView', () => {
  it('shows a running sale as its badge, the regular price struck and the sale price', () => {
    render(
      <ProductCardView
        card={{ ...base, sale: { badge: '−20%', price: '₾7,120' } }}
        labels={cardLabels}
        locale="en"
      />,
    );
    expect(screen.getByText('−20%')).toBeInTheDocument();
    expect(screen.getByText('₾8,900').tagName).toBe('S');
    expect(screen.getByText('−20%').closest('p')).toHaveTextContent('−20%₾7,120 ₾8,900');
  });

  it('shows no discount beside "price on request": it would not say what it comes off', () => {
    render(
      <ProductCardView
        card={{ ...base, price: null, sale: { badge: '−25%', price: null } }}
        labels={cardLabels}
        locale="en"
      />,
    );
    expect(screen.queryByText('−25%')).toBeNull();
    expect(screen.getByText(cardLabels.price)).toBeInTheDocument();
  });

  it('notes VAT beside a stated price only, never beside "price on request"', () => {
    const labels = { ...cardLabels, vat: 'incl. 18% VAT' };
    const { container, rerender } = render(
      <ProductCardView card={base} labels={labels} locale="en" />,
    );
    expect(container.querySelector('[data-vat]')).toHaveTextContent('incl. 18% VAT');
    rerender(<ProductCardView card={{ ...base, price: null }} labels={labels} locale="en" />);
    expect(container.querySelector('[data-vat]')).toBeNull();
  });

  it('shows the plain price without a sale', () => {
    render(<ProductCardView card={base} labels={cardLabels} locale="en" />);
    expect(screen.getByText('₾8,900').closest('p')).toBeInTheDocument();
  });

  it('a compact card (related products) keeps name, price and stock, and leaves out facts and actions', () => {
    const card: CatalogCard = {
      ...base,
      facts: [{ key: 'format', value: 'A3' }],
      availability: 'In stock',
      sale: { badge: '−20%', price: '₾7,120' },
    };
    const { rerender } = render(
      <ProductCardView card={card} labels={cardLabels} locale="en" compact />,
    );
    expect(screen.getByRole('link', { name: 'Colour MFP X1' })).toHaveAttribute(
      'href',
      '/gps-app/en/product/colour-mfp-x1/',
    );
    expect(screen.getByText('−20%').closest('p')).toHaveTextContent('−20%₾7,120 ₾8,900');
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText('A3')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(cardLabels.ask)).not.toBeInTheDocument();
    // The full card, for contrast, has both.
    rerender(<ProductCardView card={card} labels={cardLabels} locale="en" />);
    expect(screen.getByText('A3')).toBeInTheDocument();
    expect(screen.getByText(cardLabels.ask)).toBeInTheDocument();
  });
});
