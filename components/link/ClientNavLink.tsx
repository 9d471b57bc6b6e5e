'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';

/** Another tab or window, a download, another frame, or already handled. */
export function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

type Props = ComponentProps<'a'> & {
  /** The full URL, base path included, for the anchor (and for a visitor without JavaScript). */
  href: string;
  /** The same page as the App Router names it: the path without the base path. */
  routerHref: string;
};

/** What the site needs of next/link, with the router already loaded: 0.3 kB instead of 3 kB. */
export function ClientNavLink({
  href,
  routerHref,
  onClick,
  onFocus,
  onPointerEnter,
  ...rest
}: Props) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        router.prefetch(routerHref);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        router.prefetch(routerHref);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        router.push(routerHref);
      }}
    />
  );
}
