import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PriceFilter } from '@/components/catalog/PriceFilter';
import type { PriceRange } from '@/lib/catalog-price-range';
import { browserLabels } from '../../tests/support/components/catalog/catalog-fixtures';

const noRange: PriceRange = { min: null, max: null };
const element = (onChange: jest.Mock, range = noRange) => (
  <PriceFilter locale="en" range={range} span={null} labels={browserLabels} onChange={onChange} />
);
const field = (name: string) =>
  within(screen.getByRole('group', { name: browserLabels.priceLegend })).getByRole('spinbutton', {
    name,
  });
const apply = () => screen.getByRole('button', { name: browserLabels.priceApply });

describe('PriceFilter', () => {
  it('applies the typed bounds as whole lari; an empty field is no bound', () => {
    const onChange = jest.fn();
    render(element(onChange));
    fireEvent.change(field(browserLabels.priceMax), { target: { value: '950' } });
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith({ min: null, max: 950 }, false);
  });

  it('keeps digits typed into the server-rendered page before the island hydrated', async () => {
    const onChange = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(element(onChange));
    document.body.append(container);
    // The visitor types while the scripts are still loading.
    (container.querySelector('input[name="priceMax"]') as HTMLInputElement).value = '95';
    await act(async () => {
      hydrateRoot(container, element(onChange));
    });
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith({ min: null, max: 95 }, false);
    container.remove();
  });

  it('shows the applied range and empties its fields when the range is removed', () => {
    const onChange = jest.fn();
    const { rerender } = render(element(onChange, { min: 100, max: 900 }));
    expect(field(browserLabels.priceMin)).toHaveValue(100);
    expect(field(browserLabels.priceMax)).toHaveValue(900);
    rerender(element(onChange));
    expect(field(browserLabels.priceMin)).toHaveValue(null);
    expect(field(browserLabels.priceMax)).toHaveValue(null);
  });
});
