/**
 * Name similarity, 0 to 100: Jaro–Winkler over normalised tokens. Names are lower-cased, stripped
 * of accents, punctuation and honorifics, and split into tokens; each token of the shorter name is
 * paired with its most similar token of the other (so word order does not matter), and the score
 * is the mean of those pairs weighted by token length, scaled down when the other name has tokens
 * left unpaired. Shared by the engine's `nameSimilarityAbove` and the sandbox services.
 */

const HONORIFICS: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'shri', 'smt', 'sri', 'kumari', 'prof']);

/** Lower-case ASCII-folded tokens of a name, honorifics removed. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((token) => token.length > 0 && !HONORIFICS.has(token));
}

/** Jaro similarity of two strings, 0 to 1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

/** Jaro–Winkler similarity, 0 to 1 (prefix scale 0.1, prefix of at most 4 characters). */
export function jaroWinkler(a: string, b: string): number {
  const similarity = jaro(a, b);
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return similarity + prefix * 0.1 * (1 - similarity);
}

/** Similarity of two names, 0 to 100 (rounded to two decimals); 0 when either has no tokens. */
export function nameSimilarity(first: string, second: string): number {
  const a = nameTokens(first);
  const b = nameTokens(second);
  if (a.length === 0 || b.length === 0) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const unused = new Set(longer.map((_, i) => i));
  let weighted = 0;
  let weights = 0;
  for (const token of shorter) {
    let best = 0;
    let bestIndex = -1;
    for (const i of unused) {
      const score = jaroWinkler(token, longer[i] as string);
      if (score > best) {
        best = score;
        bestIndex = i;
      }
    }
    if (bestIndex >= 0) unused.delete(bestIndex);
    weighted += best * token.length;
    weights += token.length;
  }
  const paired = weighted / weights;
  const leftOver = [...unused].reduce((sum, i) => sum + (longer[i] as string).length, 0);
  const total = longer.reduce((sum, token) => sum + token.length, 0);
  const coverage = 1 - (leftOver / total) * 0.5;
  return Math.round(paired * coverage * 10000) / 100;
}
