/** Turns a nested token object into CSS custom properties and a mirror object of `var()` references. */
type Leaf = string | number;
type Tree = { readonly [key: string]: Leaf | Tree };

export type VarRefs<T> = { readonly [K in keyof T]: T[K] extends Leaf ? string : VarRefs<T[K]> };
type TreeLike = object;

const PREFIX = '--vf';

function kebab(key: string): string {
  return key.replace(/\./g, '_').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function varName(path: readonly string[]): string {
  return `${PREFIX}-${path.map(kebab).join('-')}`;
}

export function toVarRefs<T extends TreeLike>(tree: T, path: readonly string[] = []): VarRefs<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, key];
    out[key] = typeof value === 'object' ? toVarRefs(value as Tree, next) : `var(${varName(next)})`;
  }
  return out as VarRefs<T>;
}

export function toDeclarations(tree: TreeLike, path: readonly string[] = []): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, key];
    if (typeof value === 'object') lines.push(...toDeclarations(value as Tree, next));
    else lines.push(`${varName(next)}: ${value};`);
  }
  return lines;
}
