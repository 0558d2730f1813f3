export const TAG_NAME_MIN_LENGTH = 3;
export const TAG_NAME_TOO_SHORT = 'Tag Name must be at least 3 characters long.';
export const TAG_NAME_TAKEN = 'A tag with the same name already exists in the capability';

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * Why a tag name cannot be used, or null (document 2 section 5.2): at least 3 characters, and
 * unique among the flow's tags (ignoring case and surrounding spaces) unless it is the tag's own
 * name, unchanged, on rename.
 */
export function tagNameError(name: string, usedTagNames: readonly string[], originalName?: string): string | null {
  if (name.trim().length < TAG_NAME_MIN_LENGTH) return TAG_NAME_TOO_SHORT;
  if (originalName !== undefined && normalise(name) === normalise(originalName)) return null;
  return usedTagNames.some((used) => normalise(used) === normalise(name)) ? TAG_NAME_TAKEN : null;
}
