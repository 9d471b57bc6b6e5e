import { whatsappHref } from '@/lib/company-facts';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { mailtoHref, telegramTextHref } from './messageLinks';
import * as styles from './Form.css';

export interface Recipient {
  email: string;
  whatsapp: string;
  telegram: string;
}

interface Props {
  recipient: Recipient;
  subject: string;
  body: string;
  labels: { email: string; whatsapp: string; telegram: string };
  /** "(opens in a new tab)" for screen readers; an icon shows it. */
  newTab: string;
}

/** The same message, ready to send by e-mail, WhatsApp or Telegram. */
export function DeliveryAlternatives({ recipient, subject, body, labels, newTab }: Props) {
  const text = `${subject}\n\n${body}`;
  return (
    <ul className={styles.alternatives}>
      <li>
        <a href={mailtoHref(recipient.email, subject, body)}>{labels.email}</a>
      </li>
      <li>
        <ExternalLink href={whatsappHref(recipient.whatsapp, text)} newTab={newTab}>
          {labels.whatsapp}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={telegramTextHref(recipient.telegram, text)} newTab={newTab}>
          {labels.telegram}
        </ExternalLink>
      </li>
    </ul>
  );
}
