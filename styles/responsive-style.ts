import { media, type MediaName } from './tokens';

/**
 * A style object whose '@media' holds a rule per named query, in the order of `media` in tokens.ts
 * (the wider queries first, so a narrower one that overlaps them wins), as seek-oss Braid's
 * helper of the same name does:
 *
 *   style({ display: 'flex', ...responsiveStyle({ mobile: { display: 'none' } }) })
 */
export function responsiveStyle<Rule>(rules: Partial<Record<MediaName, Rule>>): {
  '@media': Record<string, Rule>;
} {
  const byQuery: Record<string, Rule> = {};
  for (const name of Object.keys(media) as MediaName[]) {
    const rule = rules[name];
    if (rule) byQuery[media[name]] = rule;
  }
  return { '@media': byQuery };
}
