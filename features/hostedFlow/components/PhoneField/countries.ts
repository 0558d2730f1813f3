/**
 * Calling codes offered by the phone field: the platform's countries first (India, Indonesia, the
 * USA, the UK, the Philippines), then the other common ones. A short list on purpose: the full
 * numbering-plan metadata (libphonenumber-js) would cost this bundle more than the rest of the flow.
 */
export interface CallingCountry {
  iso: string;
  name: string;
  dial: string;
}

export const CALLING_COUNTRIES: readonly CallingCountry[] = [
  { iso: 'IN', name: 'India', dial: '+91' },
  { iso: 'ID', name: 'Indonesia', dial: '+62' },
  { iso: 'US', name: 'United States', dial: '+1' },
  { iso: 'GB', name: 'United Kingdom', dial: '+44' },
  { iso: 'PH', name: 'Philippines', dial: '+63' },
  { iso: 'AE', name: 'United Arab Emirates', dial: '+971' },
  { iso: 'AU', name: 'Australia', dial: '+61' },
  { iso: 'BD', name: 'Bangladesh', dial: '+880' },
  { iso: 'BR', name: 'Brazil', dial: '+55' },
  { iso: 'CA', name: 'Canada', dial: '+1' },
  { iso: 'DE', name: 'Germany', dial: '+49' },
  { iso: 'ES', name: 'Spain', dial: '+34' },
  { iso: 'FR', name: 'France', dial: '+33' },
  { iso: 'IT', name: 'Italy', dial: '+39' },
  { iso: 'JP', name: 'Japan', dial: '+81' },
  { iso: 'KE', name: 'Kenya', dial: '+254' },
  { iso: 'LK', name: 'Sri Lanka', dial: '+94' },
  { iso: 'MX', name: 'Mexico', dial: '+52' },
  { iso: 'MY', name: 'Malaysia', dial: '+60' },
  { iso: 'NG', name: 'Nigeria', dial: '+234' },
  { iso: 'NL', name: 'Netherlands', dial: '+31' },
  { iso: 'NP', name: 'Nepal', dial: '+977' },
  { iso: 'PK', name: 'Pakistan', dial: '+92' },
  { iso: 'SA', name: 'Saudi Arabia', dial: '+966' },
  { iso: 'SG', name: 'Singapore', dial: '+65' },
  { iso: 'TH', name: 'Thailand', dial: '+66' },
  { iso: 'VN', name: 'Vietnam', dial: '+84' },
  { iso: 'ZA', name: 'South Africa', dial: '+27' },
];

/** Splits a stored value (`+91 98765 43210`) into the country and the national number. */
export function splitPhone(value: string, fallbackIso: string): { iso: string; national: string } {
  const match = /^(\+\d{1,4})\s(.*)$/.exec(value);
  const fallback = CALLING_COUNTRIES.find((c) => c.iso === fallbackIso) ?? CALLING_COUNTRIES[0];
  if (!match) return { iso: fallback?.iso ?? 'IN', national: value };
  const [, dial, national] = match as unknown as [string, string, string];
  const country = fallback?.dial === dial ? fallback : CALLING_COUNTRIES.find((c) => c.dial === dial);
  return { iso: country?.iso ?? fallback?.iso ?? 'IN', national };
}

export function joinPhone(iso: string, national: string): string {
  const country = CALLING_COUNTRIES.find((c) => c.iso === iso) ?? CALLING_COUNTRIES[0];
  return national.trim() === '' ? '' : `${country?.dial ?? '+91'} ${national.trim()}`;
}
