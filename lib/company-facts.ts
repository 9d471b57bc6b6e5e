import type { Company } from '@/content/schema';

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

/**
 * A phone number as link text: non-breaking spaces keep it on one line (and satisfy
 * html-validate's tel-non-breaking rule).
 */
export function phoneText(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

export function telegramHref(handle: string): string {
  return `https://t.me/${handle}`;
}

export function whatsappHref(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
