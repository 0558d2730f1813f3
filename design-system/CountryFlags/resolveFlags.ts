/** The flags the console can draw (document 3: US, UK, India, Philippines, Indonesia, global). */
export type FlagCode = 'USA' | 'UK' | 'IND' | 'PHI' | 'IDN' | 'GLOBAL';

/** At most this many country flags show; past it the single global flag does. */
export const MAX_COUNTRY_FLAGS = 4;

const aliases: Record<string, FlagCode> = {
  usa: 'USA',
  us: 'USA',
  uk: 'UK',
  gb: 'UK',
  gbr: 'UK',
  ind: 'IND',
  in: 'IND',
  phi: 'PHI',
  phl: 'PHI',
  ph: 'PHI',
  idn: 'IDN',
  id: 'IDN',
  global: 'GLOBAL',
};

/** The flag for a country code in any case (USA/us, UK/gb, IND/in, PHI/PHL/ph, IDN/id, GLOBAL), or null for an unknown code. */
export function toFlagCode(code: string): FlagCode | null {
  return aliases[code.trim().toLowerCase()] ?? null;
}

/**
 * The flags to show for a list of country codes: one per country, in order and without repeats,
 * up to four; with more than four, none, or GLOBAL among them, the single global flag. Codes the
 * console has no flag for are left out.
 */
export function resolveFlags(codes: readonly string[] | null | undefined): FlagCode[] {
  const flags: FlagCode[] = [];
  for (const code of codes ?? []) {
    const flag = toFlagCode(code);
    if (flag && !flags.includes(flag)) flags.push(flag);
  }
  if (flags.length === 0 || flags.length > MAX_COUNTRY_FLAGS || flags.includes('GLOBAL')) return ['GLOBAL'];
  return flags;
}
