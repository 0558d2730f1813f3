import { useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { SelectListBox, SelectOption, SelectOptionLabel } from '../shared/select.styles';
import {
  PhoneFieldGroup,
  PhoneFieldInput,
  PhoneFieldOptionCode,
  PhoneFieldRegionCode,
  PhoneFieldRegionPopover,
  PhoneFieldRegionSelect,
  PhoneFieldRegionTrigger,
  PhoneFieldRegionValue,
  PhoneFieldRoot,
} from './PhoneField.styles';
import {
  allPhoneRegions,
  callingCode,
  isPhoneRegion,
  isValidPhone,
  PHONE_FORMAT_MESSAGE,
  regionOf,
  splitPhoneValue,
  toPhoneValue,
  type PhoneRegion,
} from './phone';

export interface PhoneFieldProps {
  label: string;
  /** The number in E.164 ('+12015550123'), or '' (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called on every edit with the E.164 form of what is typed (see `toPhoneValue`), or ''. */
  onChange?: (value: string) => void;
  /** Called when the number input loses focus. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Region chosen when the value has none. */
  defaultRegion?: PhoneRegion;
  /** Regions offered, as ISO codes; all of them by default. */
  regions?: readonly string[];
  /** Locale of the region names. */
  locale?: string;
  /** Accessible name of the region select. */
  regionLabel?: string;
  placeholder?: string;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /**
   * Shown while the field is invalid. Without `isInvalid`, the field checks itself once the number
   * input has been left, with libphonenumber, and shows this message for a number that is not valid.
   */
  errorMessage?: string;
  /** Set it to let a form decide (a yup test with `isValidPhone`); leave it out for the field's own check. */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

interface Draft {
  region: PhoneRegion;
  national: string;
  /** The value this draft stands for; a different `value` from the parent replaces the draft. */
  emitted: string;
}

function draftOf(value: string, region: PhoneRegion): Draft {
  return { ...splitPhoneValue(value, region), emitted: value };
}

/**
 * A phone number: a region select (its calling code) and the national number. Emits E.164; a number
 * typed with '+' picks its region itself.
 */
export function PhoneField({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  defaultRegion = 'US',
  regions,
  locale = 'en',
  regionLabel = 'Country code',
  placeholder,
  description,
  errorMessage = PHONE_FORMAT_MESSAGE,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  help,
  helpLabel,
  ...rest
}: PhoneFieldProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value ?? defaultValue ?? '', defaultRegion));
  const [left, setLeft] = useState(false);
  if (value !== undefined && value !== draft.emitted) setDraft(draftOf(value, draft.region));

  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const codes = (regions ?? allPhoneRegions).filter(isPhoneRegion);
    return codes
      .map((code) => ({ id: code, name: names.of(code) ?? code, code: callingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [regions, locale]);

  const update = (region: PhoneRegion, national: string) => {
    const next = toPhoneValue(national, region);
    const typedRegion = national.trim().startsWith('+') ? regionOf(next) : undefined;
    setDraft({ region: typedRegion ?? region, national, emitted: next });
    if (next !== draft.emitted) onChange?.(next);
  };

  const selfInvalid = left && draft.emitted !== '' && !isValidPhone(draft.emitted);
  const invalid = isInvalid ?? selfInvalid;

  return (
    <PhoneFieldRoot
      {...rest}
      value={draft.national}
      onChange={(national: string) => update(draft.region, national)}
      onBlur={(event: FocusEvent<Element>) => {
        setLeft(true);
        onBlur?.(event);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <PhoneFieldGroup isInvalid={invalid} isDisabled={isDisabled}>
        <PhoneFieldRegionSelect
          aria-label={regionLabel}
          value={draft.region}
          onChange={(key: Key | Key[] | null) => {
            const code = Array.isArray(key) ? key[0] : key;
            if (typeof code === 'string' && isPhoneRegion(code)) update(code, draft.national);
          }}
          isDisabled={isDisabled}
        >
          <PhoneFieldRegionTrigger>
            <PhoneFieldRegionValue>
              <PhoneFieldRegionCode>{draft.region}</PhoneFieldRegionCode>
              {callingCode(draft.region)}
            </PhoneFieldRegionValue>
            <Icon name="chevronDown" size="sm" />
          </PhoneFieldRegionTrigger>
          <PhoneFieldRegionPopover data-vf-overlay="" placement="bottom start" offset={4}>
            <SelectListBox>
              {options.map((option) => (
                <SelectOption key={option.id} id={option.id} textValue={option.name}>
                  <SelectOptionLabel>{option.name}</SelectOptionLabel>
                  <PhoneFieldOptionCode>{option.code}</PhoneFieldOptionCode>
                </SelectOption>
              ))}
            </SelectListBox>
          </PhoneFieldRegionPopover>
        </PhoneFieldRegionSelect>
        <PhoneFieldInput placeholder={placeholder} />
      </PhoneFieldGroup>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={invalid} />
    </PhoneFieldRoot>
  );
}
