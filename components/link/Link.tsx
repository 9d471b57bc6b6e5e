import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath, pageHref } from '@/lib/page-href';
import { ClientNavLink } from './ClientNavLink';

/** Marks the anchors the router may prefetch and navigate to without a page load. */
export const clientNavAttribute = 'data-client-nav';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  locale: Locale;
  /** A site path without language or base path: "/catalog/office", "/contacts?product=x". */
  href: string;
  /** App Router navigation: the build keeps route payloads only for such links' targets. */
  clientNav?: boolean;
};

/** The site's one link to a page in a given language. */
export function Link({ locale, href, clientNav = false, ...rest }: Props) {
  if (!clientNav) return <a href={pageHref(locale, href)} {...rest} />;
  return (
    <ClientNavLink
      href={pageHref(locale, href)}
      routerHref={localizedPath(locale, href)}
      {...rest}
      {...{ [clientNavAttribute]: '' }}
    />
  );
}
