/**
 * A text with `{name}` placeholders filled with plain text. A placeholder without a value stays as written, so a
 * missing one shows rather than vanishes.
 */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
