/** The top of the inbox: whether the latest save is live, being published or refused, and the launch checklist. */
import type { LaunchChecklist, PublishRun } from './api';
import { fieldParts } from '@/worker/publish-text';
import { formatReceived } from './messages';
import { el, type RenderContext } from './render';

type Problem = PublishRun['problems'][number];

function problemItem({ doc, t }: RenderContext, problem: Problem): HTMLElement {
  const details: (Node | string)[] = [];
  if (problem.entry) details.push(`${t('publish.entry')}: ${problem.entry}`);
  if (problem.field) {
    const { name, column } = fieldParts(problem.field);
    if (details.length) details.push(' · ');
    details.push(`${t('publish.field')}: `, el(doc, 'code', {}, [name]));
    if (column) details.push(` (${t(`publish.columns.${column}`)})`);
  }
  return el(doc, 'li', {}, [
    el(doc, 'div', { class: 'where' }, [
      el(doc, 'code', {}, [problem.file]),
      typeof problem.line === 'number' ? `, ${t('publish.line', { line: problem.line })}` : '',
    ]),
    details.length ? el(doc, 'div', {}, details) : null,
    el(doc, 'div', { class: 'problem' }, [problem.message]),
  ]);
}

/** The latest run's state, its change, and for a refusal what to fix; null before any report. */
export function publishStatus(context: RenderContext, runs: readonly PublishRun[]) {
  const { doc, t, locale } = context;
  const latest = runs[0];
  if (!latest) return null;
  const time = (iso: string) => formatReceived(iso, locale);
  const state = {
    live: () => t('publish.live', { time: time(latest.updatedAt) }),
    started: () => t('publish.started', { time: time(latest.startedAt) }),
    refused: () => t('publish.refused', { time: time(latest.updatedAt) }),
  }[latest.state]();
  const lastLive = latest.state === 'live' ? undefined : runs.find((run) => run.state === 'live');
  const change = t('publish.change', {
    message: latest.message,
    commit: latest.commit.slice(0, 7),
  });
  const parts: (HTMLElement | null)[] = [
    el(doc, 'h2', {}, [t('publish.title')]),
    el(doc, 'p', { class: 'state' }, [state]),
    el(doc, 'p', { class: 'change' }, [change]),
    lastLive ? el(doc, 'p', {}, [t('publish.lastLive', { time: time(lastLive.updatedAt) })]) : null,
  ];
  if (latest.state === 'refused') {
    const count = Math.max(latest.problemCount, latest.problems.length);
    const rest = count - latest.problems.length;
    if (count === 0) parts.push(el(doc, 'p', {}, [t('publish.notContent')]));
    else
      parts.push(
        el(doc, 'p', {}, [t('publish.problems', { count })]),
        el(
          doc,
          'ol',
          { class: 'problems' },
          latest.problems.map((problem) => problemItem(context, problem)),
        ),
        rest > 0 ? el(doc, 'p', {}, [t('publish.more', { count: rest })]) : null,
        el(doc, 'p', { class: 'fix' }, [t('publish.fix')]),
      );
  }
  return el(
    doc,
    'section',
    { class: `publish publish-${latest.state}`, 'data-state': latest.state, 'aria-live': 'polite' },
    parts,
  );
}

const launchParts = ['mustFix', 'hidden', 'advice'] as const;

/** "Before launch": each part with its count, each item in the dealer's language and its file. */
export function launchList({ doc, t, locale }: RenderContext, checklist: LaunchChecklist) {
  const total = launchParts.reduce((sum, part) => sum + checklist[part].length, 0);
  const details = el(doc, 'details', { class: 'launch' }, [
    el(doc, 'summary', {}, [t('launch.title', { count: total })]),
    total === 0 ? el(doc, 'p', {}, [t('launch.empty')]) : null,
    ...launchParts
      .filter((part) => checklist[part].length > 0)
      .flatMap((part) => [
        el(doc, 'h3', {}, [t(`launch.${part}`, { count: checklist[part].length })]),
        el(
          doc,
          'ul',
          { 'data-part': part },
          checklist[part].map((item) =>
            el(doc, 'li', {}, [item[locale], ' ', el(doc, 'code', {}, [item.file])]),
          ),
        ),
      ]),
  ]);
  // What blocks the publish is shown at once; the rest waits for a click.
  if (checklist.mustFix.length > 0) details.setAttribute('open', '');
  return details;
}
