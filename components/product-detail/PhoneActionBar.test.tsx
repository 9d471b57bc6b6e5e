import { render, screen, within } from '@testing-library/react';
import { PhoneActionBar } from '@/components/product-detail/PhoneActionBar';
import { content } from '@/content';
import messages from '@/messages/en.json';
import { basePath } from '@/site.config.mjs';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

const texts = messages.ProductDetail;

describe('PhoneActionBar', () => {
  const product = content.products[0]!;
  const name = product.name.en;

  async function renderBar() {
    render(await PhoneActionBar({ locale: 'en', product }));
    return screen.getByRole('group', { name: texts.phoneBarLabel });
  }

  it('calls the company phone, its number in the link name', async () => {
    const bar = await renderBar();
    const call = within(bar).getByRole('link', {
      name: texts.phoneBarCallLabel.replace('{phone}', content.company.phone),
    });
    expect(call).toHaveAttribute('href', `tel:${content.company.phone.replace(/[^+0-9]/g, '')}`);
    expect(call).toHaveTextContent(texts.phoneBarCall);
  });

  it('opens WhatsApp in a new tab with a message naming the product', async () => {
    const bar = await renderBar();
    const link = within(bar).getByRole('link', { name: /WhatsApp/ });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${content.company.whatsapp}`);
    expect(href.searchParams.get('text')).toBe(texts.phoneBarWhatsappText.replace('{name}', name));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(`WhatsApp ${messages.ChannelLinks.newTab}`);
  });

  it('adds the product to the quote list, or asks its price without JavaScript', async () => {
    const bar = await renderBar();
    expect(
      within(bar).getByRole('button', {
        name: messages.ListToggles.addLabel.replace('{name}', name),
      }),
    ).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: texts.phoneBarAskPrice })).toHaveAttribute(
      'href',
      `${basePath}/en/contacts/?product=${product.id}#contact-form`,
    );
  });
});
