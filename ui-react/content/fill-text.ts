/** A catalogue text with its `{name}` placeholders replaced by `values` (unknown ones left as they are). */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
