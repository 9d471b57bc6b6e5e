import ka from '../../messages/ka.json';
import { expect, test } from './fixtures';
import { need, productPath, siteContent, isLiveToday, liveOfferSets } from './site-content';

// Sales and conditional discounts as a buyer reads them (issue 32 §4): a discount only some
// buyers get never reads as everyone's price, and a sale's own page states its terms.
const { products, offers } = siteContent;
const percentOffers = offers.filter(
  (o) => o.type !== 'bundle' && o.discountPercent && isLiveToday(o),
);
/** A priced product that only a conditional discount (one naming its buyers) covers. */
const conditional = percentOffers
  .filter((o) => o.eligibility)
  .flatMap((offer) =>
    products
      .filter((p) => offer.products.includes(p.id) && p.price)
      .filter((p) => !percentOffers.some((o) => !o.eligibility && o.products.includes(p.id)))
      .map((product) => ({ offer, product })),
  )[0];

const kaMonths = [
  'იანვარი',
  'თებერვალი',
  'მარტი',
  'აპრილი',
  'მაისი',
  'ივნისი',
  'ივლისი',
  'აგვისტო',
  'სექტემბერი',
  'ოქტომბერი',
  'ნოემბერი',
  'დეკემბერი',
];
/** "31 მაისი 2027", written here from the ISO date, not by the site's formatter. */
const kaDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${kaMonths[month! - 1]} ${year}`;
};

test.describe('a conditional discount', () => {
  test.skip(!conditional, 'no priced product is covered only by a conditional discount');

  test('the card shows its badge over the regular price, with no sale price', async ({ page }) => {
    const { offer, product } = conditional!;
    await page.goto(`/gps-app/en/catalog/?sale=${offer.id}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name.en }) });
    await expect(card).toContainText(`−${offer.discountPercent}% ${offer.eligibility!.en}`);
    const amount = product.price!.amount.toLocaleString('en-US');
    await expect(card.getByText(new RegExp(`₾${amount}`))).toBeVisible();
    // Nothing struck through: the regular price is everyone's price.
    await expect(card.locator('s')).toHaveCount(0);
  });

  test('the product page labels the qualifying price and what to show', async ({ page }) => {
    const { offer, product } = conditional!;
    await page.goto(productPath('en', product));
    const sale = page.locator(`[data-offer-discount="${offer.discountPercent}"]`);
    await expect(sale).toContainText(`Price ${offer.eligibility!.en}`);
    if (offer.requirements) await expect(sale).toContainText(offer.requirements.en);
    await expect(sale.locator('s')).toHaveCount(0);
  });
});

test('a sale’s page states its terms and its own text, and the title follows the heading', async ({
  page,
}) => {
  const sale = need(
    liveOfferSets.find((o) => o.type !== 'bundle' && o.discountPercent && o.validUntil),
    'running percent sale with an end date',
  );
  const onSale = products.filter((p) => sale.products.includes(p.id)).length;
  await page.goto(`/gps-app/ka/catalog/?sale=${sale.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(sale.title.ka);
  const terms = page.getByRole('list', { name: ka.CatalogBrowser.offerTerms });
  await expect(terms).toContainText(`${sale.discountPercent}%`);
  await expect(terms).toContainText(kaDate(sale.validUntil!));
  await expect(page.getByText(sale.description.ka)).toBeVisible();
  await expect(page.getByText(ka.CatalogPage.description)).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${sale.title.ka}: ${onSale}`));

  await page.goto(`/gps-app/en/catalog/?sale=${sale.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${sale.title.en}: ${onSale} products? \\|`));
});
