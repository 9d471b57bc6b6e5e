import { contactTopics, type ContactErrors, type ContactValues } from './contactForm';
import { errorText, type ContactFormLabels } from './contactLabels';
import { FormField } from './FormField';
import * as styles from './ContactForm.css';

interface Props {
  values: ContactValues;
  errors: ContactErrors;
  labels: ContactFormLabels;
  onChange: (field: keyof ContactValues, value: string) => void;
}

/** Topic, name, e-mail and message; native rules (required, type=email) cover visits without JavaScript. */
export function ContactFields({ values, errors, labels, onChange: update }: Props) {
  return (
    <>
      <FormField id="contact-topic" label={labels.topic}>
        <select
          name="topic"
          className={styles.control}
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
          className={styles.control}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
        />
      </FormField>
      <FormField
        id="contact-email"
        label={labels.email}
        requiredLabel={labels.required}
        error={errorText(errors, 'email', labels.errors)}
      >
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          className={styles.control}
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
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
          minLength={10}
          className={styles.textarea}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
        />
      </FormField>
    </>
  );
}
