import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { loadNotFoundNoticeLabels } from './labels';
import { NoticeIsland } from './NoticeIsland';

/** Browser-only (it depends on the query); without JavaScript the plain home page. */
export async function NotFoundNotice({ locale }: { locale: Locale }) {
  return (
    <NoticeIsland
      labels={await loadNotFoundNoticeLabels(locale)}
      searchAction={pageHref(locale, '/search')}
    />
  );
}
