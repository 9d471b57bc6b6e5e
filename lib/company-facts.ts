import type { Company } from '@/content/schema';
import { normalizePhone } from '@/content/fields/phone-number';

/** Figures the copy quotes, derived from the one company record so they never disagree. */
export function companyFacts(company: Company, today: Date = new Date()) {
  return {
    years: today.getFullYear() - company.foundedYear,
    clients: company.clients,
    projects: company.projects,
    satisfaction: company.satisfactionPercent,
    foundedYear: company.foundedYear,
    goldSince: company.dealer.goldSince,
    exclusiveFrom: company.dealer.exclusiveFrom,
    exclusiveTo: company.dealer.exclusiveTo,
  };
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** Non-breaking spaces keep it on one line (html-validate's tel-non-breaking rule). */
export function phoneText(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

export function telegramHref(handle: string): string {
  return `https://t.me/${handle}`;
}

export function whatsappHref(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Opens a chat with the number in the Viber app (there is no web version to open in a tab). */
export function viberHref(number: string): string {
  const e164 = normalizePhone(number) ?? number.replace(/[^+0-9]/g, '');
  return `viber://chat?number=${encodeURIComponent(e164)}`;
}

export type Channel = 'telegram' | 'whatsapp' | 'viber' | 'facebook';

export interface ChannelLink {
  channel: Channel;
  href: string;
  /** A web page that opens in a new tab (Viber opens its app instead). */
  newTab: boolean;
}

/** The messengers and social pages the company has, in the order the site lists them. */
export function channelLinks(
  company: Pick<Company, 'telegram' | 'whatsapp' | 'viber' | 'facebook'>,
): ChannelLink[] {
  const links: ChannelLink[] = [
    { channel: 'telegram', href: telegramHref(company.telegram), newTab: true },
    { channel: 'whatsapp', href: whatsappHref(company.whatsapp), newTab: true },
  ];
  if (company.viber)
    links.push({ channel: 'viber', href: viberHref(company.viber), newTab: false });
  if (company.facebook) links.push({ channel: 'facebook', href: company.facebook, newTab: true });
  return links;
}
