import type {
  ComposeLabels,
  ContactErrors,
  ContactField,
  ContactTopic,
  ReplyChannel,
} from './contactForm';

/** The contact form's text in the page's language, translated on the server. */
export interface ContactFormLabels {
  heading: string;
  mailNote: string;
  required: string;
  topic: string;
  name: string;
  email: string;
  emailHint: string;
  phone: string;
  phoneHint: string;
  /** The legend of the choice: "How should we answer you?" */
  reply: string;
  replies: Record<ReplyChannel, string>;
  message: string;
  send: string;
  sending: string;
  retry: string;
  /** "(opens in a new tab)", read by screen readers after the WhatsApp and Telegram links. */
  newTab: string;
  topics: Record<ContactTopic, string>;
  errors: Record<
    | 'summary'
    | 'name'
    | 'emailRequired'
    | 'emailInvalid'
    | 'phoneRequired'
    | 'phoneInvalid'
    | 'messageRequired'
    | 'messageTooShort',
    string
  >;
  status: Record<'sent' | 'failed' | 'timeout' | 'composed', string>;
  alternatives: Record<'email' | 'whatsapp' | 'telegram', string>;
  compose: ComposeLabels;
}

/** The localized message for a field's error, if it has one. */
export function errorText(
  errors: ContactErrors,
  field: ContactField,
  labels: ContactFormLabels['errors'],
) {
  const code = errors[field];
  if (!code) return undefined;
  if (field === 'name') return labels.name;
  if (field === 'email') return code === 'invalid' ? labels.emailInvalid : labels.emailRequired;
  if (field === 'phone') return code === 'invalid' ? labels.phoneInvalid : labels.phoneRequired;
  return code === 'tooShort' ? labels.messageTooShort : labels.messageRequired;
}
