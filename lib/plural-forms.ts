/**
 * A count's text from forms made on the server (`pluralForms` in lib/plural-label.ts): an island
 * that only shows "{count} suggestions" picks a form with Intl.PluralRules and fills the number,
 * so it does not carry the messages' plural reader.
 */
export type PluralForms = Partial<Record<`=${number}` | Intl.LDMLPluralRule, string>>;

export function choosePluralForm(locale: string, forms: PluralForms, count: number): string {
  const form =
    forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return form.replaceAll('{count}', new Intl.NumberFormat(locale).format(count));
}
