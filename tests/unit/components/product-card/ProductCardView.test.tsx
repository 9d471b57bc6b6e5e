import { render, screen } from '@testing-library/react';
import { ProductCardView } from '@/components/product-card/ProductCardView';
import type { CatalogCard } from '@/lib/catalog-cards';
import { cardLabels } from '../catalog/catalog-fixtures';

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

  it('keeps the badge for a product priced on request, and says so', () => {
    render(
      <ProductCardView
        card={{ ...base, price: null, sale: { badge: '−25%', price: null } }}
        labels={cardLabels}
        locale="en"
      />,
    );
    expect(screen.getByText('−25%').closest('p')).toHaveTextContent(`−25%${cardLabels.price}`);
  });

  it('shows the plain price without a sale', () => {
    render(<ProductCardView card={base} labels={cardLabels} locale="en" />);
    expect(screen.getByText('₾8,900').closest('p')).toBeInTheDocument();
  });
});
