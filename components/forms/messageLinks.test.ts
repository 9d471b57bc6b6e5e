import { mailtoHref, telegramTextHref } from '@/components/forms/messageLinks';

describe('links that carry a message to the mail app or Telegram', () => {
  it('encode the subject and body, with CRLF line breaks in a mailto body (RFC 6068)', () => {
    expect(
      mailtoHref(
        'info@example.com',
        'General question: from the website',
        'Name: Nino\n\nPlease call me back.',
      ),
    ).toBe(
      'mailto:info@example.com?subject=General%20question%3A%20from%20the%20website' +
        '&body=Name%3A%20Nino%0D%0A%0D%0APlease%20call%20me%20back.',
    );
  });

  it('put the text in a Telegram link, encoded', () => {
    expect(telegramTextHref('example_shop', 'a&b')).toBe('https://t.me/example_shop?text=a%26b');
  });
});
