import { useId, useState, type ReactNode } from 'react';
import { Button, FileUpload, Icon, INVALID_FILE_FORMAT_MESSAGE, NumberField, RadioCardGroup, Select, formatFileSize, toast } from '~/design-system';
import { contrastMessage, contrastWarnings } from '../../../model/contrast';
import {
  BUTTON_RADIUS_OPTIONS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  LOGO_FILE_TYPES,
  LOGO_MAX_BYTES,
  TEXT_STYLES,
  THEME_FONTS,
  logoBytes,
  type HostedConfig,
  type ThemeChange,
  type ThemeColorField,
  type ThemeFont,
} from '../../../model/themeFields';
import { PreviewPanelColorField } from './PreviewPanelColorField';
import { ContrastNote, ContrastSummary, LogoPreview, ThemeGroup, ThemeGroupTitle, ThemeRow } from './PreviewPanel.styles';

/** A titled group of fields. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <ThemeGroup role="group" aria-labelledby={id}>
      <ThemeGroupTitle id={id}>{title}</ThemeGroupTitle>
      {children}
    </ThemeGroup>
  );
}

/** Logo hints of document 2 section 5.8. */
export const LOGO_HINT = 'PNG, JPEG or WEBP, up to 5 MB, square (1:1)';
export const LOGO_TOO_LARGE = 'The logo must be 5 MB or smaller';

const fontItems = THEME_FONTS.map((font) => ({ id: font, label: font }));
const buttonOptions = BUTTON_RADIUS_OPTIONS.map(({ type, borderRadius }) => ({ id: type, title: type, description: `Radius ${borderRadius}` }));

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface PreviewPanelThemeProps {
  theme: HostedConfig;
  onChange: (change: ThemeChange) => void;
}

/** Every field of the theme (document 2 section 3.7), grouped as the hosted flow uses them. */
export function PreviewPanelTheme({ theme, onChange }: PreviewPanelThemeProps) {
  const [logoName, setLogoName] = useState<string | null>(null);
  const warnings = contrastWarnings(theme);
  const warningOf = (field: ThemeColorField) => {
    const warning = warnings.find((w) => w.field === field);
    return warning ? (
      <ContrastNote as="span">
        <Icon name="warning" size="sm" />
        {contrastMessage(warning.ratio)}
      </ContrastNote>
    ) : undefined;
  };
  const color = (field: ThemeColorField) => (next: string) => onChange({ kind: 'color', field, color: next });
  const logo = theme.branding.logo;

  return (
    <>
      {warnings.length > 0 && (
        <ContrastSummary>
          <Icon name="warning" size="md" />
          <p>
            {warnings.length === 1 ? '1 text colour is' : `${warnings.length} text colours are`} hard to read on the background:{' '}
            {warnings.map((w) => w.label).join(', ')}. Text needs a contrast of at least 4.5:1 (WCAG AA).
          </p>
        </ContrastSummary>
      )}

      <Group title="Branding">
        {logo ? (
          <LogoPreview>
            <img src={logo} alt="Logo" />
            <span>
              {logoName ?? 'Logo'} · {formatFileSize(logoBytes(logo))}
            </span>
            <Button
              variant="ghost"
              size="sm"
              iconStart={<Icon name="trash" size="sm" />}
              onPress={() => {
                setLogoName(null);
                onChange({ kind: 'logo', logo: null });
              }}
            >
              Remove logo
            </Button>
          </LogoPreview>
        ) : (
          <FileUpload
            label="Logo"
            title="Logo"
            description={LOGO_HINT}
            browseLabel="Upload logo"
            acceptedFileTypes={LOGO_FILE_TYPES}
            onInvalidFile={(message) => toast.error(message)}
            invalidFileMessage={INVALID_FILE_FORMAT_MESSAGE}
            onSelect={([file]) => {
              if (!file) return;
              if (file.size > LOGO_MAX_BYTES) {
                toast.error(LOGO_TOO_LARGE);
                return;
              }
              void readDataUrl(file).then(
                (dataUrl) => {
                  setLogoName(file.name);
                  onChange({ kind: 'logo', logo: dataUrl });
                },
                () => toast.error(INVALID_FILE_FORMAT_MESSAGE),
              );
            }}
          />
        )}
        <Select label="Font" items={fontItems} selectedKey={theme.branding.font} onSelectionChange={(id) => id && onChange({ kind: 'font', font: id as ThemeFont })} />
        <ThemeRow>
          <PreviewPanelColorField label="Primary colour" value={theme.branding.primaryColor} onChange={color('primaryColor')} />
          <PreviewPanelColorField label="Secondary colour" value={theme.branding.secondaryColor} onChange={color('secondaryColor')} />
        </ThemeRow>
      </Group>

      <Group title="Text">
        <PreviewPanelColorField label="Text colour" value={theme.text.color} onChange={color('textColor')} description={warningOf('textColor')} />
        {TEXT_STYLES.map(({ key, label }) => (
          <ThemeRow key={key}>
            <PreviewPanelColorField label={`${label} colour`} value={theme.text[key].color} onChange={color(`${key}Color`)} description={warningOf(`${key}Color`)} />
            <NumberField
              label={`${label} size`}
              value={theme.text[key].fontSize}
              minValue={FONT_SIZE_MIN}
              maxValue={FONT_SIZE_MAX}
              step={FONT_SIZE_STEP}
              onChange={(size) => size !== null && onChange({ kind: 'fontSize', style: key, fontSize: size })}
            />
          </ThemeRow>
        ))}
      </Group>

      <Group title="Buttons">
        <RadioCardGroup
          label="Button shape"
          options={buttonOptions}
          columns={1}
          value={theme.buttons.type}
          onChange={(id) => id && onChange({ kind: 'buttons', type: id as HostedConfig['buttons']['type'] })}
        />
      </Group>

      <Group title="Background">
        <PreviewPanelColorField label="Background colour" value={theme.background.color} onChange={color('backgroundColor')} />
      </Group>
    </>
  );
}
