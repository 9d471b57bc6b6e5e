/** The ways to answer a request (worker/reply-links.ts, as the notification's), on each row and at the top. */
import { answerWays } from '@/worker/reply-links';
import type { StoredRequest } from './api';
import { el } from './dom';
import type { RenderContext } from './render';

export function answerLinks(
  { doc, t, locale }: RenderContext,
  request: Pick<StoredRequest, 'reference' | 'payload'>,
  { full }: { full: boolean },
): HTMLElement | null {
  const items = answerWays(request.reference, request.payload, locale).map(
    ({ way, label, href, shown }) =>
      el(
        doc,
        'a',
        {
          href,
          'data-answer': way,
          ...(way === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
        [full && shown ? `${label} ${shown}` : label],
      ),
  );
  if (items.length === 0)
    return full ? el(doc, 'p', { class: 'answer' }, [t('answer.none')]) : null;
  const parts = items.flatMap((item, index) => (index === 0 ? [item] : [' · ', item]));
  return el(doc, 'p', { class: 'answer', 'aria-label': t('answer.title') }, parts);
}
