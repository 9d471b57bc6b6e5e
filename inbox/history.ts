/** A request's history: when it arrived, then each saved change, who saved it and when. */
import type { RequestDetail, RequestEvent } from './api';
import { formatReceived } from './messages';
import { el } from './dom';
import type { RenderContext } from './render';

/** What one change did: "status: Done; note: “Called back”". */
export function changeText({ t }: Pick<RenderContext, 't'>, event: RequestEvent): string {
  const parts: string[] = [];
  if (event.status !== null)
    parts.push(t('history.status', { status: t(`statuses.${event.status}`) }));
  if (event.note !== null)
    parts.push(event.note ? t('history.note', { note: event.note }) : t('history.noteCleared'));
  return parts.join('; ');
}

export function historySection(context: RenderContext, request: RequestDetail): HTMLElement {
  const { doc, t, locale } = context;
  const time = (iso: string) => el(doc, 'time', { datetime: iso }, [formatReceived(iso, locale)]);
  return el(doc, 'section', { class: 'history' }, [
    el(doc, 'h3', {}, [t('history.title')]),
    el(doc, 'ol', {}, [
      el(doc, 'li', {}, [time(request.createdAt), ' · ', t('history.received')]),
      ...request.history.map((event) =>
        el(doc, 'li', {}, [
          time(event.at),
          ' · ',
          el(doc, 'span', { class: 'who' }, [event.actor || t('history.unknown')]),
          `: ${changeText(context, event)}`,
        ]),
      ),
    ]),
  ]);
}
