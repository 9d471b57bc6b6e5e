import {
  contactTopics,
  replyChannels,
  requiredContactField,
  type ContactErrors,
  type ContactValues,
  errorText,
  messageMinLength,
} from './contactRules';
import type { ContactFormLabels } from './labels';
import { FormField } from '@/components/forms/FormField';
import * as formStyles from '@/components/forms/Form.css';
import * as styles from './ContactForm.css';

interface Props {
  values: ContactValues;
  errors: ContactErrors;
  labels: ContactFormLabels;
  onChange: (field: keyof ContactValues, value: string) => void;
}

/** The chosen answer decides whether e-mail or phone is required; native rules cover no-JS. */
export function ContactFields({ values, errors, labels, onChange: update }: Props) {
  const needed = requiredContactField(values.reply);
  return (
    <>
      <FormField id="contact-topic" label={labels.topic}>
        <select
          name="topic"
          className={formStyles.control}
          value={values.topic}
          onChange={(e) => update('topic', e.target.value)}
        >
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {labels.topics[topic]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="contact-name"
        label={labels.name}
        requiredLabel={labels.required}
        error={errorText(errors, 'name', labels.errors)}
      >
        <input
          type="text"
          name="name"
          autoComplete="name"
          required
          className={formStyles.control}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
        />
      </FormField>
      <fieldset className={styles.choice}>
        <legend className={formStyles.label}>{labels.reply}</legend>
        <div className={styles.options}>
          {replyChannels.map((channel) => (
            <label key={channel} className={styles.option}>
              <input
                type="radio"
                name="reply"
                value={channel}
                className={styles.radio}
                checked={values.reply === channel}
                onChange={() => update('reply', channel)}
              />
              {labels.replies[channel]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        id="contact-email"
        label={labels.email}
        requiredLabel={needed === 'email' ? labels.required : undefined}
        hint={labels.emailHint}
        error={errorText(errors, 'email', labels.errors)}
      >
        <input
          name="email"
          type="email"
          autoComplete="email"
          required={needed === 'email'}
          className={formStyles.control}
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </FormField>
      <FormField
        id="contact-phone"
        label={labels.phone}
        requiredLabel={needed === 'phone' ? labels.required : undefined}
        hint={labels.phoneHint}
        error={errorText(errors, 'phone', labels.errors)}
      >
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          required={needed === 'phone'}
          className={formStyles.control}
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
      </FormField>
      <FormField
        id="contact-message"
        label={labels.message}
        requiredLabel={labels.required}
        error={errorText(errors, 'message', labels.errors)}
      >
        <textarea
          name="message"
          required
          minLength={messageMinLength}
          className={formStyles.textarea}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
        />
      </FormField>
    </>
  );
}
