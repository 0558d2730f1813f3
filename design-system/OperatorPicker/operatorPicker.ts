/** Pure helpers of the operator picker: menu keys and the grouping of a server operator list into its sections. */

export type OperatorPickerSection = 'operator' | 'function' | 'list';

export interface OperatorPickerItem {
  id: string;
  label: string;
  /** Shown at the end of the row, e.g. the operator's symbol `==`. */
  symbol?: string;
  /** A second line, e.g. what a custom function does. */
  description?: string;
  isDisabled?: boolean;
}

export type OperatorPickerListType = 'blocklist' | 'allowlist';

export interface OperatorPickerListItem {
  id: string;
  label: string;
  type: OperatorPickerListType;
  isDisabled?: boolean;
}

export interface OperatorPickerSelection {
  section: OperatorPickerSection;
  id: string;
}

const SEPARATOR = ':';

/** Menu keys must be unique across sections, so each key carries its section. */
export function operatorPickerKey(section: OperatorPickerSection, id: string): string {
  return `${section}${SEPARATOR}${id}`;
}

export function parseOperatorPickerKey(key: string): OperatorPickerSelection | null {
  const at = key.indexOf(SEPARATOR);
  if (at < 0) return null;
  const section = key.slice(0, at);
  if (section !== 'operator' && section !== 'function' && section !== 'list') return null;
  return { section, id: key.slice(at + 1) };
}
