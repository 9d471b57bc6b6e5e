// wrangler.jsonc as data, for the deploy steps: the Worker's names, its D1 databases and its
// assets folder, per environment (the top level is production, `env.preview` the previews).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** JSON with comments and trailing commas (wrangler.jsonc), read by TypeScript's tsconfig parser. */
export function parseJsonc(text) {
  const { config, error } = ts.parseConfigFileTextToJson('wrangler.jsonc', text);
  if (error) throw new SyntaxError(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
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
