import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/locale-path';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { locale: Locale; href: string };

/** A link to a site path in the given language; content paths are written without the prefix. */
export function LocaleLink({ locale, href, ...rest }: Props) {
  return <Link href={localizedPath(locale, href)} {...rest} />;
}
