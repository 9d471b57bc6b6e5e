'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import * as styles from './MobileMenu.css';

interface Props {
  text: string;
  children: ReactNode;
}

/** Named by its visible text alone (WCAG 2.5.3); aria-expanded says open or closed. */
export function MobileMenuDisclosure({ text, children }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState(pathname);

  // Close on any navigation: compare with the path the menu was opened on.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        <span className={styles.bars} data-open={open} aria-hidden="true" />
        <span className={styles.toggleText}>{text}</span>
      </button>
      <div id="site-menu" className={styles.panel} data-open={open}>
        {children}
      </div>
    </>
  );
}
