/**
 * Fill "{name}" placeholders in a label that was already translated on the server, so client
 * islands can show "Slide 2 of 4" without shipping the ICU runtime.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
