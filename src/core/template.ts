/** The template formatter of the core's messages and the page's strings: no imports, so the page bundles it alone. */

/** Fills {0}, {1}, ... with args; a placeholder without an argument stays as it is. */
export function format(template: string, args: readonly (string | number)[]): string {
  return formatParts(template, args).join('');
}

/** The template split at its placeholders, each replaced by its argument (anything, e.g. a DOM node). */
export function formatParts<T>(template: string, args: readonly T[]): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\d+)\}/g)) {
    const index = Number(match[1]);
    if (index >= args.length) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(args[index] as T);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}
