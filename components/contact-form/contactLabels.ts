import type { ComposeLabels, ContactErrors, ContactField, ContactTopic } from './contactForm';

/** The contact form's text in the page's language, translated on the server. */
export interface ContactFormLabels {
  heading: string;
  mailNote: string;
  required: string;
  topic: string;
  name: string;
  email: string;
  message: string;
  send: string;
  sending: string;
  retry: string;
  topics: Record<ContactTopic, string>;
  errors: Record<
    'summary' | 'name' | 'emailRequired' | 'emailInvalid' | 'messageRequired' | 'messageTooShort',
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
  return code === 'tooShort' ? labels.messageTooShort : labels.messageRequired;
}
