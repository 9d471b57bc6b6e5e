// The forms' own words for their options (messages/ka.json and en.json), for the dealer's
// notifications and the inbox page, so the dealer reads what the visitor chose: only these
// blocks of the site's messages reach the bundles.
import {
  ContactForm as enContact,
  QuoteForm as enQuote,
  ServiceRequestForm as enService,
} from '@/messages/en.json';
import {
  ContactForm as kaContact,
  QuoteForm as kaQuote,
  ServiceRequestForm as kaService,
} from '@/messages/ka.json';

export const formWords = {
  en: { contact: enContact, quote: enQuote, service: enService },
  ka: { contact: kaContact, quote: kaQuote, service: kaService },
};
export type FormWords = (typeof formWords)['en'];
