import { channelLinks, viberHref } from '@/lib/company-facts';

const base = { telegram: 'example_shop', whatsapp: '995555000000' };

describe('channel links', () => {
  it('lists Telegram and WhatsApp, and Viber and Facebook only when set', () => {
    expect(channelLinks(base)).toEqual([
      { channel: 'telegram', href: 'https://t.me/example_shop', newTab: true },
      { channel: 'whatsapp', href: 'https://wa.me/995555000000', newTab: true },
    ]);
    expect(
      channelLinks({
        ...base,
        viber: '+995 555 00 00 01',
        facebook: 'https://www.facebook.com/example.page',
      }).slice(2),
    ).toEqual([
      { channel: 'viber', href: 'viber://chat?number=%2B995555000001', newTab: false },
      { channel: 'facebook', href: 'https://www.facebook.com/example.page', newTab: true },
    ]);
  });

  it('writes the Viber number in international form', () => {
    expect(viberHref('555 00 00 01')).toBe('viber://chat?number=%2B995555000001');
    expect(viberHref('+44 20 7946 0958')).toBe('viber://chat?number=%2B442079460958');
  });
});
