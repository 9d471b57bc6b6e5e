import { useCallback, useState, type FormEvent } from 'react';
import { sessionStore } from '@/lib/safe-storage';
import { knownFieldErrors } from './deliveryAnswer';
import { firstInvalid } from './fieldRules';
import { clearFormDraft, loadFormDraft, saveFormDraft } from './formDraft';
import type { Delivered, FieldCodes } from './postContact';
import { useDelivery, type Message } from './useDelivery';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

interface Options<V, F extends string, E> {
  /** The form as pre-rendered; also what it starts over with after a delivered request. */
  empty: V;
  draftKey: string;
  /** The draft belongs to the page's query (?product=…), or to the page whatever its query. */
  draftPerQuery?: boolean;
  /** Field ids are "<idPrefix>-<field>". */
  idPrefix: string;
  /** The checked fields in form order: focus goes to the first invalid one. */
  fieldOrder: readonly F[];
  validate: (values: V) => E;
  /** Puts choices the form no longer offers back to their defaults. */
  keep?: (values: V) => V;
  endpoint?: string;
  /** Where the mail app sends the message on builds without an endpoint. */
  email: string;
  /** Codes for non-text fields (photos); named for focus when no text field is wrong. */
  onOtherCodes?: (codes: FieldCodes) => string | undefined;
}

const same = <V>(values: V) => values;

/** Values (with draft and pre-hydration typing), errors (own check, then endpoint's), the send. */
export function useRequestForm<
  V extends Record<keyof V, string>,
  F extends string,
  E extends Partial<Record<F, string>>,
>(options: Options<V, F, E>) {
  const { empty, draftKey, draftPerQuery = true, idPrefix, fieldOrder, validate } = options;
  const { keep = same, endpoint, email } = options;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<E>({} as E);
  const [search, setSearch] = useState<string | null>(null);
  const delivery = useDelivery(endpoint, email);
  const { formRef, overTyped } = useTypedBeforeHydration(empty);

  /** Restored draft or early typing wins over what the query prefills. */
  const restore = useCallback(
    (start: (query: string) => V) => {
      const query = draftPerQuery ? window.location.search : '';
      const draft = loadFormDraft(sessionStore(), draftKey, query, empty, keep);
      const { values: merged, typed } = overTyped(draft ?? start(query));
      const initial = keep(merged);
      setValues(initial);
      setSearch(query);
      if (typed) saveFormDraft(sessionStore(), draftKey, query, initial);
      return { query: window.location.search, restored: draft !== null || typed, values: initial };
    },
    [draftKey, draftPerQuery, empty, keep, overTyped],
  );

  const update = (field: keyof V, value: string) => {
    const next = keep({ ...values, [field]: value });
    setValues(next);
    delivery.prepare();
    if (delivery.status === 'invalid') setErrors(validate(next));
    if (search !== null) saveFormDraft(sessionStore(), draftKey, search, next);
  };

  const firstId = (found: E) => {
    const field = firstInvalid(found, fieldOrder);
    return field && `${idPrefix}-${field}`;
  };

  /** Only a request the endpoint took empties the form (the mail app may still be cancelled). */
  const send = (
    event: FormEvent<HTMLFormElement>,
    message: () => Message,
    onDelivered?: (answer: Delivered, sent: V) => V | void,
  ) => {
    event.preventDefault();
    const found = validate(values);
    const sent = values;
    delivery.submit({
      form: event.currentTarget,
      invalidId: firstId(found),
      showErrors: () => setErrors(found),
      message,
      onDelivered: (answer) => {
        const next = onDelivered?.(answer, sent);
        if (!endpoint) return;
        setValues(next ?? empty);
        clearFormDraft(sessionStore(), draftKey);
      },
      onRejected: (codes) => {
        const known = knownFieldErrors(codes, fieldOrder) as E;
        setErrors(known);
        const other = options.onOtherCodes?.(codes);
        return firstId(known) ?? other;
      },
    });
  };

  return { values, setValues, errors, search, delivery, formRef, restore, update, send };
}
