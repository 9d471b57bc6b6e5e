import { DeliveryAlternatives, type Recipient } from './DeliveryAlternatives';
import { PrivacyNote, type PrivacyLabels } from './PrivacyNote';
import * as styles from './ContactForm.css';
import type { DeliveryStatus } from './useDelivery';

export interface DeliveryLabels {
  send: string;
  sending: string;
  retry: string;
  newTab: string;
  status: Record<'sent' | 'failed' | 'timeout' | 'composed', string>;
  alternatives: Record<'email' | 'whatsapp' | 'telegram', string>;
  privacy: PrivacyLabels;
}

interface Props {
  status: DeliveryStatus;
  labels: DeliveryLabels;
  recipient: Recipient;
  subject: string;
  body: string;
}

/**
 * The send button, what became of the send, the other ways to send the same text, and the
 * privacy line: every form ends here, so each says the same about what it keeps.
 */
export function DeliveryFooter({ status, labels, recipient, subject, body }: Props) {
  const failed = status === 'failed' || status === 'timeout';
  const text = failed || status === 'sent' || status === 'composed' ? labels.status[status] : '';
  return (
    <>
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : failed ? labels.retry : labels.send}
      </button>
      <p className={`${styles.status} ${status === 'sent' ? styles.success : ''}`} role="status">
        {text}
      </p>
      {failed || status === 'composed' ? (
        <DeliveryAlternatives
          recipient={recipient}
          subject={subject}
          body={body}
          labels={labels.alternatives}
          newTab={labels.newTab}
        />
      ) : null}
      <PrivacyNote labels={labels.privacy} />
    </>
  );
}
