'use client';

import { useEffect, useRef } from 'react';
import { isBlankQuery } from './searchQuery';

/** The query field; with JavaScript an empty or blank submit is silently ignored. */
export function SearchInput({ placeholder }: { placeholder: string }) {
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    form.noValidate = true; // JavaScript takes over from the browser's pattern check
    const onSubmit = (event: SubmitEvent) => {
      if (isBlankQuery(ref.current?.value)) {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  return (
    <input
      ref={ref}
      id="site-search"
      name="q"
      type="search"
      required
      pattern=".*\S.*"
      maxLength={200}
      autoComplete="off"
      placeholder={placeholder}
    />
  );
}
