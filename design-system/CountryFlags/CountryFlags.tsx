import { resolveFlags, type FlagCode } from './resolveFlags';
import { countryNames, flagDrawings } from './flags';
import { FlagFrame, FlagList, type FlagSize } from './CountryFlags.styles';

export interface CountryFlagProps {
  code: FlagCode;
  /** Accessible name; the country's English name by default. */
  label?: string;
  size?: FlagSize;
}

/** One flag, drawn inline, named for assistive technology and on hover. */
export function CountryFlag({ code, label, size = 'md' }: CountryFlagProps) {
  const Drawing = flagDrawings[code];
  const name = label ?? countryNames[code];
  return (
    <FlagFrame role="img" aria-label={name} title={name} $size={size} data-flag={code}>
      <Drawing />
    </FlagFrame>
  );
}

export interface CountryFlagsProps {
  /** Country codes (USA, UK, IND, PHI, IDN, GLOBAL, or us/uk/in/ph/id). */
  codes: readonly string[] | null | undefined;
  /** Names to use instead of the English defaults, per flag. */
  labels?: Partial<Record<FlagCode, string>>;
  size?: FlagSize;
  /** Accessible name of the list, e.g. 'Countries'. */
  'aria-label'?: string;
}

/** The flags of up to four countries; with more, none, or GLOBAL, the single global flag (document 3). */
export function CountryFlags({ codes, labels, size = 'md', 'aria-label': ariaLabel }: CountryFlagsProps) {
  return (
    <FlagList aria-label={ariaLabel}>
      {resolveFlags(codes).map((code) => (
        <li key={code}>
          <CountryFlag code={code} label={labels?.[code]} size={size} />
        </li>
      ))}
    </FlagList>
  );
}
