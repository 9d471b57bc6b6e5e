import { formatIcu } from '@/lib/icu';
import { DeliveryAlternatives, type Recipient } from './DeliveryAlternatives';
import type { Rejection } from './deliveryAnswer';
import { PrivacyNote, type PrivacyLabels } from './PrivacyNote';
import * as styles from './Form.css';
import type { DeliveryStatus } from './useDelivery';
import type { CompiledMessage } from '@/lib/icu';

/** What became of a send to the site's own endpoint (shared by every form). */
export interface DeliveryResultLabels {
  /** "Your request {reference} has been received…": filled in the browser. */
  received: CompiledMessage;
  limited: string;
  rejected: Record<Rejection, string>;
}

/** The spam checks' text and setting (SpamFields). */
export interface SpamLabels {
  /** The honeypot's label: "Leave this field empty". */
  honeypot: string;
  turnstileSiteKey?: string;
}

export interface DeliveryLabels {
  send: string;
  sending: string;
  retry: string;
  /** "(opens in a new tab)", read by screen readers after the WhatsApp and Telegram links. */
  newTab: string;
  status: Record<'sent' | 'failed' | 'timeout' | 'composed', string>;
  result: DeliveryResultLabels;
  spam: SpamLabels;
  alternatives: Record<'email' | 'whatsapp' | 'telegram', string>;
  privacy: PrivacyLabels;
}

/** What the status line adds when photos were attached. */
export interface PhotoNote {
  attached: number;
  /** The endpoint did not keep the photos of a sent request. */
  lost: boolean;
  labels: { notInMail: string; notStored: string };
}

interface Props {
  status: DeliveryStatus;
  photos?: PhotoNote;
  /** The endpoint's reference for a sent request. */
  reference?: string;
  rejection?: Rejection;
  labels: DeliveryLabels;
  recipient: Recipient;
  subject: string;
  body: string;
}

/** The status line: what became of the send, in the words the visitor needs next. */
function statusText({ status, reference, rejection, labels }: Props): string {
  switch (status) {
    case 'sent':
      return reference ? formatIcu(labels.result.received, { reference }) : labels.status.sent;
    case 'failed':
    case 'timeout':
    case 'composed':
      return labels.status[status];
    case 'limited':
      return labels.result.limited;
    case 'rejected':
      return labels.result.rejected[rejection ?? 'other'];
    default:
      return '';
  }
}

/** Statuses after which the text is still in the form and may go another way. */
const notSent = new Set<DeliveryStatus>(['failed', 'timeout', 'limited', 'rejected']);

/** The mail app and chats cannot carry photos, or a sent request arrived without them. */
function photoText(status: DeliveryStatus, photos: PhotoNote | undefined): string {
  if (!photos) return '';
  if (status === 'sent') return photos.lost ? photos.labels.notStored : '';
  const offered = notSent.has(status) || status === 'composed';
  return offered && photos.attached > 0 ? photos.labels.notInMail : '';
}

/** Every form ends here, so each says the same about what it keeps. */
export function DeliveryFooter(props: Props) {
  const { status, labels, recipient, subject, body } = props;
  const photoNote = photoText(status, props.photos);
  const failed = notSent.has(status);
  return (
    <>
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : failed ? labels.retry : labels.send}
      </button>
      <p className={`${styles.status} ${status === 'sent' ? styles.success : ''}`} role="status">
        {statusText(props)}
        {/* What became of the photos, said with the status: one live region per form. */}
        {photoNote ? <span className={styles.note}> {photoNote}</span> : null}
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
