import { formatIcu } from '@/lib/icu';
import type { ListToggleLabels } from './labels';

const namedKeys = ['addLabel', 'removeLabel', 'compareLabel'] as const;

/** The toggles' labels with their product's name in them. */
export type NamedToggleLabels = Omit<ListToggleLabels, (typeof namedKeys)[number]> &
  Record<(typeof namedKeys)[number], string>;

/**
 * Named where the toggles are rendered: on the server for most pages, so the toggles island
 * (on every product and offer page) carries no message formatter.
 */
export function namedToggleLabels(labels: ListToggleLabels, name: string): NamedToggleLabels {
  const named = Object.fromEntries(namedKeys.map((key) => [key, formatIcu(labels[key], { name })]));
  return { ...labels, ...named } as NamedToggleLabels;
}
