/** The ways to answer a request (worker/reply-links.ts, as the notification's), on each row and at the top. */
import { replyLinks } from '@/worker/reply-links';
import type { StoredRequest } from './api';
import { el } from './dom';
import type { RenderContext } from './render';

export function answerLinks(
  { doc, t }: RenderContext,
  request: Pick<StoredRequest, 'reference' | 'payload'>,
  { full }: { full: boolean },
): HTMLElement | null {
  const links = replyLinks(request.reference, request.payload);
  const link = (way: string, href: string, label: string, newTab = false) =>
    el(
      doc,
      'a',
      {
        href,
        'data-answer': way,
        ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
      [label],
    );
  const items = [
    links.tel && links.phone
      ? link('tel', links.tel, full ? `${t('answer.call')} ${links.phone}` : t('answer.call'))
      : null,
    links.mailto && links.email
      ? link(
          'mailto',
          links.mailto,
          full ? `${t('answer.email')} ${links.email}` : t('answer.email'),
        )
      : null,
    links.whatsapp ? link('whatsapp', links.whatsapp, t('answer.whatsapp'), true) : null,
  ].filter((item): item is HTMLElement => item !== null);
  if (items.length === 0)
    return full ? el(doc, 'p', { class: 'answer' }, [t('answer.none')]) : null;
  const parts = items.flatMap((item, index) => (index === 0 ? [item] : [' · ', item]));
  return el(doc, 'p', { class: 'answer', 'aria-label': t('answer.title') }, parts);
}
