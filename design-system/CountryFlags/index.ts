export { CountryFlag, CountryFlags } from './CountryFlags';
export type { CountryFlagProps, CountryFlagsProps } from './CountryFlags';
export { resolveFlags, toFlagCode, MAX_COUNTRY_FLAGS } from './resolveFlags';
export type { FlagCode } from './resolveFlags';
export { countryNames } from './flags';
export type { FlagSize } from './CountryFlags.styles';
