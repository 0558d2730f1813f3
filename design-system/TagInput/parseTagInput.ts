export interface ParsedTagInput {
  /** The tags after the input: the existing ones, then the new ones in typing order. */
  tags: string[];
  /** The text still being typed, to leave in the input. */
  draft: string;
}

const normalise = (tag: string) => tag.toLocaleLowerCase();

/**
 * Splits what is typed into a tag input. A comma ends a tag; with `commit` (Enter, leaving the field)
 * the text after the last comma ends one too. Tags are trimmed; empty ones (a leading comma, ',,')
 * are dropped; a tag already present, compared without regard to case, is not added again. The draft
 * loses its leading spaces, so 'a, b' leaves 'b' being typed.
 */
export function parseTagInput(text: string, existing: readonly string[], { commit = false }: { commit?: boolean } = {}): ParsedTagInput {
  const parts = text.split(',');
  const draft = commit ? '' : (parts.pop() ?? '').trimStart();
  const seen = new Set(existing.map(normalise));
  const tags = [...existing];
  for (const part of parts) {
    const tag = part.trim();
    if (tag === '' || seen.has(normalise(tag))) continue;
    seen.add(normalise(tag));
    tags.push(tag);
  }
  return { tags, draft };
}
