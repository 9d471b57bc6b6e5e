import type { ComponentProps } from 'react';
import { visuallyHidden } from '@/styles/utilities.css';
import { Icon } from '@/components/icon/Icon';
import * as styles from './ExternalLink.css';

interface Props extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  /** Part of the link's name for screen readers; sighted visitors see an arrow instead. */
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
          {/* A box with an arrow leaving it: the hidden text above says it in words. */}
          <Icon name="newTab" className={styles.icon} />
        </>
      ) : null}
    </a>
  );
}
