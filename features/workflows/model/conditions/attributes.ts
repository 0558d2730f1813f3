import type { ConditionAttribute } from './conditionRow';
import type { ConditionCatalog, ConditionReference } from './types';

/** The attribute a reference reads, from the catalog of the flow (undefined when it is not there). */
export function attributeOf(catalog: ConditionCatalog, ref: ConditionReference): ConditionAttribute | undefined {
  if (ref.kind === 'input') return catalog.input.find((attribute) => attribute.key === ref.type);
  if (ref.kind !== 'source' && ref.kind !== 'tag') return undefined;
  return catalog[ref.kind].find((entity) => entity.id === ref.id)?.attributes.find((attribute) => attribute.key === ref.type);
}

/** Formats whose values are typed as raw JSON (document 2, section 4.4). */
export const RAW_INPUT_FORMATS: ReadonlySet<string> = new Set(['JSON', 'LIST']);
export const DATE_FORMAT = 'DATE';

export { findOperator, argumentTypeOf } from '~/contract';
