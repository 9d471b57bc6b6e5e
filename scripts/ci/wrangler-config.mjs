// wrangler.jsonc as data, for the deploy steps: the Worker's names, its D1 databases and its
// assets folder, per environment (the top level is production, `env.preview` the previews).
import { readFileSync } from 'node:fs';

/** JSON with comments and trailing commas (wrangler.jsonc) parsed: comments outside strings are
 * dropped, then commas before a closing bracket. */
export function parseJsonc(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = i;
      const match = end.exec(text);
      if (!match) throw new SyntaxError(`Unterminated string at ${i}`);
      out += match[0];
      i += match[0].length - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) throw new SyntaxError(`Unterminated comment at ${i}`);
      i = close + 1;
    } else out += c;
  }
  // Trailing commas go; strings are masked first so a ", ]" inside one is kept.
  const strings = [];
  const masked = out.replace(/"(?:[^"\\]|\\.)*"/g, (s) => `"${strings.push(s) - 1}"`);
  const clean = masked
    .replace(/,(\s*[\]}])/g, '$1')
    .replace(/"(\d+)"/g, (_, n) => strings[Number(n)]);
  return JSON.parse(clean);
}

/** The settings of one environment: `production` (the top level) or a key of `env`. */
export function environmentConfig(config, environment) {
  if (environment === 'production') return config;
  const env = config.env?.[environment];
  if (!env) throw new Error(`wrangler.jsonc has no env.${environment}`);
  return env;
}

/** The D1 database bound as `binding` in an environment, or null. */
export const database = (config, environment, binding = 'DB') =>
  (environmentConfig(config, environment).d1_databases ?? []).find((d) => d.binding === binding) ??
  null;

/** The stand-in ids wrangler.jsonc ships with (all zeros but the last digits), not a database. */
export const isPlaceholderId = (id) =>
  !id || /^00000000-0000-0000-0000-0000000000[0-9]{2}$/.test(id);

/** The repository's wrangler.jsonc (or another file), parsed. */
export const readWranglerConfig = (file = 'wrangler.jsonc') =>
  parseJsonc(readFileSync(file, 'utf8'));
