// Build-time only (the editor's config.yml): zod stays out of client bundles.
import 'server-only';
import type { z } from 'zod';
import { unwrap } from '../bilingual';
import { imageExtensions } from '../fields/image-file';
import { shown, type InBoth } from '../fields/two-languages';
import { imagePath, isoDate } from '../schema';
import { editorPattern, leafJson, numberRules, patternMessage } from './rules';

/** "speedPpm" → "Speed ppm": only for a name without a label, which a unit test forbids. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The widget of a one-value field; dates and images are known by their zod object, not pattern. */
export function leafWidget(
  schema: z.ZodType,
  options: Record<string, InBoth> | undefined,
  longText: boolean,
): Record<string, unknown> {
  const json = leafJson(schema);
  const inner = unwrap(schema);
  if (json.enum) {
    const labelled = json.enum.map((value) => {
      const label = options?.[String(value)];
      return { value, label: label ? shown(label) : humanize(String(value)) };
    });
    return { widget: 'select', options: labelled };
  }
  if (json.type === 'boolean') return { widget: 'boolean', default: false };
  if (json.type === 'integer' || json.type === 'number')
    return {
      widget: 'number',
      value_type: json.type === 'integer' ? 'int' : 'float',
      ...numberRules(inner, json),
    };
  if (inner === isoDate)
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    };
  // No typed URL: the check takes links from the media library alone, which inserts them.
  if (inner === imagePath)
    return {
      widget: 'image',
      accept: imageExtensions.map((ext) => `.${ext}`).join(','),
      choose_url: false,
    };
  const type = json.format === 'email' ? 'email' : json.format === 'uri' ? 'url' : undefined;
  return {
    widget: longText ? 'text' : 'string',
    ...(type && { type }),
    ...(json.pattern && {
      pattern: editorPattern(json.pattern, patternMessage(inner, json.format ?? 'regex')),
    }),
    ...((json.minLength ?? 0) > 1 && { minlength: json.minLength }),
    ...(json.maxLength !== undefined && { maxlength: json.maxLength }),
  };
}
