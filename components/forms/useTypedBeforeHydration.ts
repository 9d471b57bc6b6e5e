import { useCallback, useRef } from 'react';
import { typedBeforeHydration } from './formDraft';

/** Read in the ref callback during the hydration commit: an effect would read too late. */
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
