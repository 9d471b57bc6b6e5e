import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { loadNotFoundNoticeLabels } from './labels';
import { NoticeIsland } from './NoticeIsland';

/**
 * The home page's word for a visitor sent here by 404.html from a dead link. Shown only in the
 * browser (it depends on the query); without JavaScript the page is the plain home page.
 */
export async function NotFoundNotice({ locale }: { locale: Locale }) {
  return (
    <NoticeIsland
      labels={await loadNotFoundNoticeLabels(locale)}
      searchAction={pageHref(locale, '/search')}
    />
  );
}
