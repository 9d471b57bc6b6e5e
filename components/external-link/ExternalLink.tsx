import type { ComponentProps } from 'react';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ExternalLink.css';

interface Props extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  /**
   * "(opens in a new tab)" in the page's language: screen readers read it after the link text
   * (it is part of the link's name), sighted visitors see an arrow pictogram instead.
   */
  newTab?: string;
}

/** A link to another site: opens in a new tab without giving it access to this page. */
export function ExternalLink({ newTab, children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {newTab ? (
        <>
          {/* Said to screen readers, never shown in a search excerpt. */}
          <span className={visuallyHidden} data-pagefind-ignore="">
            {' '}
            {newTab}
          </span>
          <NewTabIcon />
        </>
      ) : null}
    </a>
  );
}

/** A box with an arrow leaving it (decorative: the hidden text above says it in words). */
function NewTabIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
      />
    </svg>
  );
}
