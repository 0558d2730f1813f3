import { useEffect, useState, type ReactNode } from 'react';
import { TextField } from '~/design-system';
import { normaliseHexColor } from '../../../model/themeFields';
import { ColorSwatch } from './PreviewPanel.styles';

export const INVALID_COLOR = 'Enter a hex colour such as #4462EC';

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

  // Undo, Redo and Reset change the value from outside: the field follows.
  useEffect(() => {
    setDraft((current) => (normaliseHexColor(current) === value ? current : value));
    setInvalid(false);
  }, [value]);

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
