import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/locale-path';
import { basePath } from '@/lib/site';

type Props = Omit<ComponentProps<'a'>, 'href'> & { locale: Locale; href: string };

/**
 * A link to a site path in the given language; content paths are written without the prefix.
 * A plain anchor on purpose: next/link from server components drags another route's client
 * chunks into every page and prefetches every visible link; static pages load fast enough.
 */
export function LocaleLink({ locale, href, ...rest }: Props) {
  return <a href={`${basePath}${localizedPath(locale, href)}`} {...rest} />;
}
