import { useCallback, useRef } from 'react';
import { typedBeforeHydration } from './formDraft';

/**
 * What the visitor typed into the pre-rendered form before its island hydrated. Read by the
 * form's ref callback, in the hydration commit: the first re-render after it (the `hydrated`
 * store flipping) puts the state's values back into the fields, so an effect would read too late.
 * `overTyped(start)` is the form's first state, `start` with the typed fields over it, and whether
 * anything was typed (the form then keeps it as its draft).
 */
export function useTypedBeforeHydration<T extends Record<keyof T, string>>(rendered: T) {
  const typed = useRef<Partial<T> | null>(null);
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      if (form && typed.current === null) typed.current = typedBeforeHydration(form, rendered);
    },
    [rendered],
  );
  const overTyped = useCallback((start: T) => {
    const fields = typed.current ?? {};
    return { values: { ...start, ...fields }, typed: Object.keys(fields).length > 0 };
  }, []);
  return { formRef, overTyped };
}
