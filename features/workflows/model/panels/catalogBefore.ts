import { exclusiveColumns } from '../conditions/branches';
import { catalogOf } from '../conditions/catalogOf';
import type { ConditionAttribute } from '../conditions/conditionRow';
import type { ConditionCatalog } from '../conditions/types';
import { findNode } from '../queries';
import type { Flow } from '../types';

/** A service's status is one of OK, FAILED and NO_RECORD_FOUND (section 3.3), chosen from a list. */
export const SERVICE_STATUS_VALUES = ['OK', 'FAILED', 'NO_RECORD_FOUND'] as const;

function withStatusValues(attribute: ConditionAttribute): ConditionAttribute {
  return attribute.key === 'status' && !attribute.allowedValues?.length ? { ...attribute, allowedValues: SERVICE_STATUS_VALUES } : attribute;
}

/**
 * What a step's condition can refer to: the start's inputs and the services and tags of earlier
 * columns that can run before it (not those on the other branch of a tag it sits under).
 */
export function catalogBefore(flow: Flow, nodeId: string): ConditionCatalog {
  const at = findNode(flow, nodeId);
  const catalog = catalogOf(flow);
  if (!at) return catalog;
  const runsBefore = (id: string) => {
    const target = findNode(flow, id);
    return target !== null && target.column < at.column && !exclusiveColumns(flow, target.column, at.column);
  };
  return {
    input: catalog.input,
    source: catalog.source.filter((entity) => runsBefore(entity.id)).map((entity) => ({ ...entity, attributes: entity.attributes.map(withStatusValues) })),
    tag: catalog.tag.filter((entity) => runsBefore(entity.id)),
  };
}
