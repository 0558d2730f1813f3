import { CountryFlag, toFlagCode, type RadioCardOption } from '~/design-system';
import type { GeographyOption } from '../api';

/** Geography options as cards, each with its country's flag (document 1 section 2.5). */
export function geographyCards(options: readonly GeographyOption[]): RadioCardOption[] {
  return options.map((option) => {
    const flag = toFlagCode(option.value);
    return {
      id: option.value,
      title: option.displayText,
      comingSoon: option.comingSoon,
      icon: flag ? <CountryFlag code={flag} label={option.displayText} size="lg" /> : undefined,
    };
  });
}
