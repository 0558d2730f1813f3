import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import {
  RadioCard,
  RadioCardDescription,
  RadioCardGrid,
  RadioCardGroupRoot,
  RadioCardIcon,
  RadioCardIndicator,
  RadioCardText,
  RadioCardTitle,
  RadioCardTitleRow,
} from './RadioCardGroup.styles';

export interface RadioCardOption {
  id: string;
  title: string;
  description?: ReactNode;
  /** A decorative icon or flag in front of the text (mark it aria-hidden or give it no text). */
  icon?: ReactNode;
  /** Disables the card and adds the 'Coming soon' badge. */
  comingSoon?: boolean;
  isDisabled?: boolean;
}

export interface RadioCardGroupProps {
  label: string;
  options: readonly RadioCardOption[];
  /** The chosen id, or null for none (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Choosing the chosen card again (click or Space) clears the choice. */
  allowDeselect?: boolean;
  /** Badge text of options that are coming soon. */
  comingSoonLabel?: string;
  /** Cards per row. */
  columns?: number;
  /** Help text under the cards; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the cards only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  name?: string;
  className?: string;
}

interface RadioCardGroupCardProps {
  option: RadioCardOption;
  comingSoonLabel: string;
  /** Called when the card is pressed; true when that cleared the choice. */
  onPressChosen: () => boolean;
}

function RadioCardGroupCard({ option, comingSoonLabel, onPressChosen }: RadioCardGroupCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  const badgeId = useId();
  const hasDescription = option.description !== undefined && option.description !== null;
  const describedBy = [hasDescription ? descriptionId : null, option.comingSoon ? badgeId : null].filter(Boolean).join(' ') || undefined;
  return (
    <RadioCard
      value={option.id}
      isDisabled={option.isDisabled || option.comingSoon}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-compact={hasDescription ? undefined : ''}
      onPress={() => onPressChosen()}
      onKeyDown={(event: KeyboardEvent) => {
        // Space on a checked radio does nothing natively; with allowDeselect it clears the choice, and
        // the browser must not then check the radio again when the key comes up.
        if (event.key === ' ' && !event.repeat && onPressChosen()) event.preventDefault();
      }}
    >
      {option.icon !== undefined && <RadioCardIcon aria-hidden>{option.icon}</RadioCardIcon>}
      <RadioCardText>
        <RadioCardTitleRow>
          <RadioCardTitle id={titleId}>{option.title}</RadioCardTitle>
          {option.comingSoon && (
            <Badge id={badgeId} size="sm" tone="neutral">
              {comingSoonLabel}
            </Badge>
          )}
        </RadioCardTitleRow>
        {hasDescription && <RadioCardDescription id={descriptionId}>{option.description}</RadioCardDescription>}
      </RadioCardText>
      <RadioCardIndicator aria-hidden />
    </RadioCard>
  );
}

/**
 * A single choice shown as cards (a react-aria RadioGroup: arrow keys move and choose, Tab leaves).
 * With `allowDeselect`, choosing the chosen card again clears it (document 1 section 4.2).
 */
export function RadioCardGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  allowDeselect = false,
  comingSoonLabel = 'Coming soon',
  columns = 2,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  ...rest
}: RadioCardGroupProps) {
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const current = value !== undefined ? value : uncontrolled;
  const choose = (next: string | null) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return (
    <RadioCardGroupRoot
      {...rest}
      value={current}
      onChange={choose}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <RadioCardGrid $columns={columns}>
        {options.map((option) => (
          <RadioCardGroupCard
            key={option.id}
            option={option}
            comingSoonLabel={comingSoonLabel}
            onPressChosen={() => {
              if (!allowDeselect || current !== option.id) return false;
              choose(null);
              return true;
            }}
          />
        ))}
      </RadioCardGrid>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
    </RadioCardGroupRoot>
  );
}
