import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { formatIcu } from '@/lib/icu';
import { offerTopics, type OfferTopic } from './contactRules';
import { loadContactFormLabels } from './labels';
import { textsByKey } from '@/lib/texts-by-key';

/** Everything the contact form island needs, as plain strings in the page's language. */
export async function contactFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const { company } = content;
  const labels = await loadContactFormLabels(locale);
  const endpoint = contactEndpoint();
  const subject = formatIcu(labels.compose.subject, { topic: labels.topics.general });
  return {
    labels,
    locale,
    prefill: {
      offers: textsByKey<OfferTopic>(offerTopics, (k) => t(`prefill.${k}`)),
      product: compileMessage(t.raw('prefill.product') as string),
      rental: {
        general: t('prefill.rental'),
        product: compileMessage(t.raw('prefill.rentalProduct') as string),
        plan: compileMessage(t.raw('prefill.rentalPlan') as string),
      },
      plans: Object.fromEntries(content.rental.plans.map((plan) => [plan.id, plan.name[locale]])),
    },
    recipient: { email: company.email, whatsapp: company.whatsapp, telegram: company.telegram },
    endpoint,
    // Without JavaScript and without an endpoint the browser mails the fields (name=…, email=…).
    fallbackAction: endpoint ?? `mailto:${company.email}?subject=${encodeURIComponent(subject)}`,
  };
}
