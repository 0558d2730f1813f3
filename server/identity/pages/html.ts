/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A template literal tag whose interpolations are escaped, unless they are `Safe` (already built HTML). */
export class Safe {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

type Value = string | number | Safe | undefined | null | false | readonly Safe[];

export function html(strings: TemplateStringsArray, ...values: Value[]): Safe {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof Safe) out += value.html;
    else if (Array.isArray(value)) out += value.map((v: Safe) => v.html).join('');
    else if (value !== undefined && value !== null && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new Safe(out);
}
