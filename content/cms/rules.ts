// Build-time only (the editor's config.yml): zod stays out of client bundles.
import 'server-only';
import { z } from 'zod';
import { inBoth, shown, type InBoth } from '../fields/two-languages';
import { issueMessage } from '../issue-message';

/**
 * The schema's rules as the editor can state them: zod's JSON Schema for what the editor checks
 * itself, and the schema's own messages, so the editor refuses a value in the check's words.
 */
export type JsonLeaf = z.core.JSONSchema.JSONSchema;

export const leafJson = (schema: z.ZodType): JsonLeaf =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });

interface CheckDef {
  check?: string;
  format?: string;
  path?: PropertyKey[];
  error?: (issue: object) => unknown;
}
const checksOf = (schema: z.ZodType) =>
  (
    (schema as unknown as { _zod: { def: { checks?: { _zod: { def: CheckDef } }[] } } })._zod.def
      .checks ?? []
  ).map((c) => c._zod.def);

const messageOf = (def: CheckDef | undefined) => {
  const message = def?.error?.({});
  return typeof message === 'string' ? message : undefined;
};

/** Both languages, the English capitalised, as the editor shows a message or a hint. */
export const sentence = (message: string): InBoth => {
  const { ka, en } = inBoth(message);
  return { ka, en: en.charAt(0).toUpperCase() + en.slice(1) };
};

export const patternMessage = (schema: z.ZodType, format = 'regex'): InBoth =>
  sentence(
    messageOf(checksOf(schema).find((d) => d.check === 'string_format' && d.format === format)) ??
      issueMessage({ code: 'invalid_format', format, input: '' } as never),
  );

/** Written as a literal, `/source/`: Sveltia splits a bare source ending in `/` as if flags followed. */
export const editorPattern = (source: string, message: InBoth): [string, string] => [
  `/${source}/`,
  shown(message),
];

// zod's int() bound is the safe-integer limit: no limit to show.
const bound = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/** A number greater than zero as written: no minus sign, not all zeros. */
const moreThanZero = '^(?!-)(?!0*\\.?0*$)';

/**
 * The editor's min and max include the bound; "more than 0" is said with a pattern. Any other
 * exclusive bound stops the build rather than going unchecked.
 */
export function numberRules(schema: z.ZodType, json: JsonLeaf) {
  const [min, max] = [bound(json.minimum), bound(json.maximum)];
  if (json.exclusiveMaximum !== undefined || (json.exclusiveMinimum ?? 0) !== 0)
    throw new Error(`the editor has no rule for the bounds ${JSON.stringify(json)}`);
  const message =
    messageOf(checksOf(schema).find((d) => d.check === 'greater_than')) ??
    issueMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false } as never);
  return {
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(json.exclusiveMinimum === 0 && { pattern: editorPattern(moreThanZero, sentence(message)) }),
  };
}

/** Messages of rules the editor cannot check itself (a phone number, an IBAN): its help says them. */
export function customRules(schema: z.ZodType): InBoth[] {
  return checksOf(schema)
    .filter((d) => d.check === 'custom' && !d.path?.length)
    .flatMap((d) => messageOf(d) ?? [])
    .map(sentence);
}

/** An object's rules about one of its fields (a bundle price lower than the original one). */
export function fieldRules(schema: z.ZodType): Record<string, InBoth[]> {
  const rules: Record<string, InBoth[]> = {};
  for (const def of checksOf(schema)) {
    const [field] = def.path ?? [];
    const message = messageOf(def);
    if (def.check === 'custom' && typeof field === 'string' && message)
      (rules[field] ??= []).push(sentence(message));
  }
  return rules;
}
