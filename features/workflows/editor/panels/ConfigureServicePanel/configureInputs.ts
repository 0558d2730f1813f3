import type { components } from '~/contract';
import { UNCONFIGURED_LOCATION } from '../../../model/configureOrder';

type Schemas = components['schemas'];
export type NodeInput = Schemas['WorkflowNodeInput'];
export type ServiceInput = Schemas['SupplierInput'];
export type StaticValue = NonNullable<NodeInput['staticValue']>;

/** Where an input takes its value from (document 2 section 2.10). */
export type InputSource = 'input' | 'service' | 'static';

export const SOURCE_LABELS: Readonly<Record<InputSource, string>> = {
  input: 'Input Variables',
  service: 'Service Output Variables',
  static: 'Static input',
};

/** A value the flow offers to map an input from: an input attribute or an earlier service's output. */
export interface MappableVariable {
  /** `kind.id.type`, the input's location once chosen. */
  location: string;
  label: string;
}

const unconfigured = {
  location: UNCONFIGURED_LOCATION,
  locationKind: '',
  locationId: '',
  locationType: '',
  isStatic: false,
} as const satisfies Partial<NodeInput>;

/**
 * The node's inputs in the service's order: each service input with the node's saved settings
 * where it has them, else not configured ('..') and optional unless REQUIRED.
 */
export function initialInputs(serviceInputs: readonly ServiceInput[], saved: readonly NodeInput[] | undefined, nodeId: string): NodeInput[] {
  const byKey = new Map((saved ?? []).map((input) => [input.key, input]));
  return serviceInputs.map((service) => {
    const base: NodeInput = {
      key: service.key,
      displayName: service.displayName,
      type: service.type,
      format: service.format,
      description: service.description,
      namespace: nodeId,
      ...(service.allowedValues ? { allowedValues: service.allowedValues } : {}),
      optionality: service.optionality,
      isOptional: service.optionality !== 'REQUIRED',
      ...unconfigured,
    };
    const existing = byKey.get(service.key);
    if (!existing) return base;
    const isOptional = service.optionality === 'CONDITIONAL' ? (existing.isOptional ?? base.isOptional) : base.isOptional;
    return {
      ...base,
      location: existing.location ?? UNCONFIGURED_LOCATION,
      locationKind: existing.locationKind ?? '',
      locationId: existing.locationId ?? '',
      locationType: existing.locationType ?? '',
      isStatic: existing.isStatic ?? false,
      ...(existing.staticValue !== undefined ? { staticValue: existing.staticValue } : {}),
      isOptional,
    };
  });
}

/** The source an input is set to, or null while it is not configured. */
export function sourceOf(input: NodeInput): InputSource | null {
  if (input.isStatic || input.locationKind === 'static') return 'static';
  const location = input.location ?? UNCONFIGURED_LOCATION;
  if (location === UNCONFIGURED_LOCATION || location === '') return null;
  return location.startsWith('input.') ? 'input' : 'service';
}

/** Maps the input to a `kind.id.type` location (an input attribute or a service output). */
export function mapInput(input: NodeInput, location: string): NodeInput {
  const [kind = '', id = '', ...rest] = location.split('.');
  const { staticValue: _dropped, ...withoutValue } = input;
  return {
    ...withoutValue,
    location,
    locationKind: kind === 'input' ? 'input' : 'source',
    locationId: id,
    locationType: rest.join('.'),
    isStatic: false,
  };
}

/** Makes the input static with `value` (the location names the static kind and the key). */
export function setStaticValue(input: NodeInput, value: StaticValue | undefined): NodeInput {
  const { staticValue: _previous, ...rest } = input;
  return {
    ...rest,
    location: `static..${input.key}`,
    locationKind: 'static',
    locationId: '',
    locationType: input.key,
    isStatic: true,
    ...(value !== undefined ? { staticValue: value } : {}),
  };
}

/** Back to not configured. */
export function resetInput(input: NodeInput): NodeInput {
  const { staticValue: _dropped, ...rest } = input;
  return { ...rest, ...unconfigured };
}

/** Switches the source: a new source starts unset (static without a value yet). */
export function chooseSource(input: NodeInput, source: InputSource | null): NodeInput {
  if (source === sourceOf(input)) return input;
  if (source === 'static') return setStaticValue(input, undefined);
  return resetInput(input);
}

/** Only CONDITIONAL inputs may be toggled between required and optional. */
export function setRequired(input: NodeInput, required: boolean): NodeInput {
  return input.optionality === 'CONDITIONAL' ? { ...input, isOptional: !required } : input;
}

/** The 'All Fields Required' checkbox over the CONDITIONAL inputs: all, none or mixed. */
export function allRequiredState(inputs: readonly NodeInput[]): 'all' | 'none' | 'mixed' {
  const conditional = inputs.filter((input) => input.optionality === 'CONDITIONAL');
  const required = conditional.filter((input) => input.isOptional === false).length;
  if (conditional.length === 0 || required === 0) return 'none';
  return required === conditional.length ? 'all' : 'mixed';
}

/**
 * Typed text of a static input converted for saving: a number for NUMBER (undefined when the
 * text is not one), the text itself otherwise. Blank text is no value.
 */
export function parseTypedValue(type: NodeInput['type'], text: string): StaticValue | undefined {
  if (text.trim() === '') return undefined;
  if (type !== 'NUMBER') return text;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** Which static editor an input gets (document 2 section 2.10). */
export type StaticEditorKind = 'multiSelect' | 'tags' | 'boolean' | 'allowedValues' | 'number' | 'text';

export function staticEditorKind(input: Pick<NodeInput, 'type' | 'format' | 'allowedValues'>): StaticEditorKind {
  const allowed = (input.allowedValues ?? []).length > 0;
  if (input.format === 'LIST') return allowed ? 'multiSelect' : 'tags';
  if (input.type === 'BOOLEAN') return allowed ? 'allowedValues' : 'boolean';
  if (allowed) return 'allowedValues';
  return input.type === 'NUMBER' ? 'number' : 'text';
}

/**
 * Whether a service input's values are written in capitals (a PAN, a GSTIN, an IFSC): its validation
 * pattern names capital letters and no small ones. Static values of such inputs are upper-cased as typed.
 */
export function writtenInCapitals(validationPattern: string | null | undefined): boolean {
  if (!validationPattern || /\(\?i\)/.test(validationPattern)) return false;
  return /A-Z/.test(validationPattern) && !/a-z/.test(validationPattern);
}
