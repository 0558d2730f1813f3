import { jaroWinkler } from '../../engine/nameSimilarity';

/** Common abbreviations and spelling variants of Indian addresses, expanded before comparing. */
const EXPANSIONS: Readonly<Record<string, string>> = {
  apts: 'apartments', apt: 'apartments', appt: 'apartments', rd: 'road', st: 'street', ln: 'lane', nr: 'near', opp: 'opposite',
  mg: 'mahatma gandhi', sec: 'sector', sect: 'sector', blk: 'block', bldg: 'building', soc: 'society', chs: 'society', colny: 'colony',
  ngr: 'nagar', mkt: 'market', stn: 'station', dist: 'district', bangalore: 'bengaluru', bombay: 'mumbai', madras: 'chennai',
  calcutta: 'kolkata', gurgaon: 'gurugram', poona: 'pune', ph: 'phase', fl: 'floor', flr: 'floor', twr: 'tower',
};
/** Words that carry no place information. */
const FILLERS: ReadonlySet<string> = new Set(['flat', 'no', 'house', 'h', 'door', 'plot', 'the', 'of', 'and', 'at', 'post', 'po', 'india', 'pin', 'pincode']);

const PINCODE = /\b[1-9][0-9]{5}\b/;

/** The 6-digit PIN code of an address, if it has one. */
export function pincodeOf(address: string): string | null {
  return PINCODE.exec(address)?.[0] ?? null;
}

/** Lower-case tokens of an address with abbreviations expanded, fillers dropped and "12-B" joined as "12b". */
export function addressTokens(address: string): string[] {
  const text = address
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b([0-9]+)\s*[-/]\s*([a-z])\b/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ');
  return text
    .split(' ')
    .filter(Boolean)
    .flatMap((token) => (EXPANSIONS[token] ?? token).split(' '))
    .filter((token) => !FILLERS.has(token));
}

/**
 * Similarity of two addresses, 0 to 100: a Dice coefficient over their tokens, where two tokens
 * pair when equal or (both longer than 3 letters) Jaro–Winkler 0.9 or more; when both addresses
 * have a PIN code and they differ, the score is scaled by 0.6.
 */
export function addressSimilarity(first: string, second: string): number {
  const a = addressTokens(first);
  const b = addressTokens(second);
  if (a.length === 0 || b.length === 0) return 0;
  const unused = new Set(b.map((_, i) => i));
  let paired = 0;
  for (const token of a) {
    for (const i of unused) {
      const other = b[i] as string;
      if (token === other || (token.length > 3 && other.length > 3 && jaroWinkler(token, other) >= 0.9)) {
        unused.delete(i);
        paired++;
        break;
      }
    }
  }
  const dice = (2 * paired) / (a.length + b.length);
  const pinA = pincodeOf(first);
  const pinB = pincodeOf(second);
  const penalty = pinA && pinB && pinA !== pinB ? 0.6 : 1;
  return Math.round(dice * penalty * 100);
}
