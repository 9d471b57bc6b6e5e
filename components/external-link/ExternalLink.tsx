import type { ComponentProps } from 'react';

/** A link to another site: opens in a new tab without giving it access to this page. */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
