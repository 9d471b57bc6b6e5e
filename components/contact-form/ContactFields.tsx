import {
  contactTopics,
  replyChannels,
  requiredContactField,
  type ContactErrors,
  type ContactValues,
  messageMinLength,
} from './contactRules';
import type { ContactFormLabels } from './labels';
import { SelectField, TextField } from '@/components/forms/Fields';
import { errorLabel } from '@/components/forms/fieldRules';
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
  const text = (field: 'name' | 'email' | 'phone' | 'message') => ({
    id: `contact-${field}`,
    name: field,
    label: labels[field],
    value: values[field],
    onValue: (value: string) => update(field, value),
    requiredLabel: labels.required,
    error: errorLabel(errors, field, labels.errors),
  });
  return (
    <>
      <SelectField
        id="contact-topic"
        name="topic"
        label={labels.topic}
        value={values.topic}
        options={contactTopics}
        optionLabels={labels.topics}
        onValue={(value) => update('topic', value)}
      />
      <TextField {...text('name')} autoComplete="name" required />
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
      <TextField
        {...text('email')}
        type="email"
        hint={labels.emailHint}
        autoComplete="email"
        required={needed === 'email'}
      />
      <TextField
        {...text('phone')}
        type="tel"
        hint={labels.phoneHint}
        autoComplete="tel"
        required={needed === 'phone'}
      />
      <TextField {...text('message')} required minLength={messageMinLength} multiline />
    </>
  );
}
