import { INPUT_ATTRIBUTE_CATEGORIES, INPUT_ATTRIBUTES, toInputAttribute, type InputAttributeDefinition } from '~/contract/reference';
import { operatorRefs } from './operators';
import type { InputAttributeCategory } from './types';

export { INPUT_ATTRIBUTE_CATEGORIES, INPUT_ATTRIBUTES, type InputAttributeDefinition } from '~/contract/reference';

export const inputAttributeByKey: ReadonlyMap<string, InputAttributeDefinition> = new Map(INPUT_ATTRIBUTES.map((attr) => [attr.key, attr]));

/** The attributes in the contract's shape, in category order. */
export function inputParameters(category?: InputAttributeCategory) {
  return INPUT_ATTRIBUTE_CATEGORIES.filter((c) => !category || c === category).flatMap((c) =>
    INPUT_ATTRIBUTES.filter((attr) => attr.category === c).map((attr) => toInputAttribute(attr, operatorRefs(attr.type, attr.format))),
  );
}
