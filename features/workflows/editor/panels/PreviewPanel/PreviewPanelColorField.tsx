import { useState, type ReactNode } from 'react';
import { TextField } from '~/design-system';
import { DEFAULT_HOSTED_CONFIG, normaliseHexColor } from '../../../model/themeFields';
import { ColorSwatch } from './PreviewPanel.styles';

export const INVALID_COLOR = `Enter a hex colour such as ${DEFAULT_HOSTED_CONFIG.branding.primaryColor}`;

export interface PreviewPanelColorFieldProps {
  label: string;
  /** The theme's colour, `#RRGGBB`. */
  value: string;
  /** Called with each complete colour, upper-cased (document 2 section 5.8). */
  onChange: (color: string) => void;
  description?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A hex colour, upper-cased as it is typed, with a swatch. A complete `#RRGGBB` applies at once;
 * the short form applies when the field is left; anything else shows an error and is not applied.
 */
export function PreviewPanelColorField({ label, value, onChange, description, isDisabled }: PreviewPanelColorFieldProps) {
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);

  // Undo, Redo and Reset change the value from outside: the field follows.
  if (shown !== value) {
    setShown(value);
    if (normaliseHexColor(draft) !== value) setDraft(value);
    setInvalid(false);
  }

  const color = normaliseHexColor(draft) ?? value;
  return (
    <TextField
      label={label}
      value={draft}
      maxLength={7}
      autoComplete="off"
      isDisabled={isDisabled}
      prefix={<ColorSwatch style={{ background: color }} />}
      description={description}
      isInvalid={invalid}
      errorMessage={INVALID_COLOR}
      onChange={(typed) => {
        const upper = typed.toUpperCase();
        setDraft(upper);
        setInvalid(false);
        if (/^#?[0-9A-F]{6}$/.test(upper.trim())) onChange(normaliseHexColor(upper) as string);
      }}
      onBlur={() => {
        const normalised = normaliseHexColor(draft);
        if (normalised === null) {
          setInvalid(true);
          return;
        }
        setDraft(normalised);
        if (normalised !== value) onChange(normalised);
      }}
    />
  );
}
