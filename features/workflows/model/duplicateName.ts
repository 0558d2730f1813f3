/** The default name of a duplicate (document 2 section 4.10): the source's name and '_copy'. */
export const DUPLICATE_SUFFIX = '_copy';

export function duplicateName(name: string): string {
  return `${name}${DUPLICATE_SUFFIX}`;
}
