import { END_ORDER, END_KIND_OF, isEnd, isStart } from '../kinds';
import { branchMembers } from '../branches';
import { allNodes, findNode, startNode, type LocatedNode } from '../queries';
import type { ConditionExpression, Flow, FlowNode } from '../types';
import { requiredNodeIds } from '../references';
import { dependentsOf, exclusiveColumns } from './branches';
import { catalogOf } from './catalogOf';
import { constancy, constantParts } from './constantGroups';
import { dependencyIds } from './dependencyIds';
import { deletedListFindings, typeFindings } from './typeChecks';
import type { ConditionCatalog, ConditionOperator } from './types';

export type StaticCheckCode = 'referenceNeverRun' | 'incompatibleTypes' | 'deletedList' | 'alwaysTrue' | 'alwaysFalse' | 'branchWithoutEnd' | 'unreachableEnd';

/** A problem found before publishing; 'Take action' opens the step `nodeId`. */
export interface StaticCheckAlert {
  nodeId: string;
  name: string;
  code: StaticCheckCode;
  message: string;
}

export interface StaticCheckContext {
  /** The server's operator list (`GET /evaluations/operators`). */
  operators: readonly ConditionOperator[];
  /** The ids of the organisation's block and allow lists. */
  listIds: readonly string[];
  /** What the conditions can reference; derived from the flow when not given. */
  catalog?: ConditionCatalog;
}

const nameOf = (node: FlowNode) => node.displayName ?? node.name;
const conditionOf = (node: FlowNode): ConditionExpression | null => node.conditions?.[0] ?? null;
const BRANCHES = ['A', 'B'] as const;

/** Referenced steps that never ran before this one: missing, not in an earlier column, or on the other branch of a tag. */
function neverRun(flow: Flow, at: LocatedNode): string[] {
  return dependencyIds(conditionOf(at.node)).filter((id) => {
    const target = findNode(flow, id);
    return !target || target.column >= at.column || exclusiveColumns(flow, target.column, at.column);
  });
}

function conditionAlerts(flow: Flow, at: LocatedNode, context: Required<StaticCheckContext>, startId: string): StaticCheckAlert[] {
  const { node } = at;
  const expression = conditionOf(node);
  if (!expression) return [];
  const alert = (code: StaticCheckCode, message: string): StaticCheckAlert => ({ nodeId: node.id, name: nameOf(node), code, message });
  const stepName = (id: string) => {
    const target = findNode(flow, id);
    return target ? `"${nameOf(target.node)}"` : 'a deleted step';
  };
  return [
    ...neverRun(flow, at).map((id) => alert('referenceNeverRun', `The condition of "${nameOf(node)}" refers to ${stepName(id)}, which never runs before it.`)),
    ...typeFindings(expression, { startId, catalog: context.catalog, operators: context.operators }).map((finding) => alert('incompatibleTypes', finding.message)),
    ...deletedListFindings(expression, context.listIds).map((finding) => alert('deletedList', finding.message)),
    ...constantParts(expression).map(({ path, value }) =>
      alert(value ? 'alwaysTrue' : 'alwaysFalse', `${path === '$' ? 'The condition' : 'A group in the condition'} of "${nameOf(node)}" is always ${value ? 'true' : 'false'}.`),
    ),
  ];
}

/** Tags (and their branches) from which no end state can follow. */
function branchAlerts(flow: Flow): StaticCheckAlert[] {
  const located = allNodes(flow);
  return located
    .filter(({ node }) => node.kind === 'tag')
    .flatMap(({ node: tag }) => {
      const alert = (message: string): StaticCheckAlert => ({ nodeId: tag.id, name: nameOf(tag), code: 'branchWithoutEnd', message });
      if (!dependentsOf(flow, [tag.id]).some(isEnd)) return [alert(`No end state follows the tag "${nameOf(tag)}".`)];
      return BRANCHES.flatMap((branch) => {
        const children = located.filter(({ column }) => {
          const meta = flow.columns[column]?.metadata;
          return meta?.kind === 'branch' && meta.parentID === tag.id && meta.branch === branch;
        });
        if (children.length === 0) return [];
        // An end state placed under the branch ends it (issue 15).
        if (branchMembers(flow, tag.id)[branch].some(isEnd)) return [];
        const ids = children.map(({ node }) => node.id);
        return dependentsOf(flow, ids).some(isEnd) ? [] : [alert(`No end state follows branch ${branch} of the tag "${nameOf(tag)}".`)];
      });
    });
}

/** End states that can never decide: always false, needing steps that never all run, or after one that always holds. */
function endAlerts(flow: Flow): StaticCheckAlert[] {
  const alerts: StaticCheckAlert[] = [];
  let decidedBy: FlowNode | null = null;
  for (const outcome of END_ORDER) {
    const at = allNodes(flow).find(({ node }) => node.kind === END_KIND_OF[outcome]);
    if (!at) continue;
    const { node } = at;
    const alert = (message: string) => alerts.push({ nodeId: node.id, name: nameOf(node), code: 'unreachableEnd', message });
    const expression = conditionOf(node);
    // The engine evaluates every end state whatever ran before it: only what its condition needs counts.
    const needed = (expression ? requiredNodeIds(expression) : []).map((id) => findNode(flow, id));
    const apart = needed.some((a, i) => !a || needed.slice(i + 1).some((b) => b && exclusiveColumns(flow, a.column, b.column)));
    if (decidedBy) alert(`"${nameOf(node)}" is never reached: "${nameOf(decidedBy)}" is decided before it whatever the data.`);
    else if (expression && constancy(expression) === false) alert(`"${nameOf(node)}" is never reached: its condition is always false.`);
    else if (apart || neverRun(flow, at).length > 0) alert(`"${nameOf(node)}" is never reached: it needs steps that never all run.`);
    const alwaysHolds = !expression || constancy(expression) === true;
    if (!decidedBy && alwaysHolds && (node.dependencies ?? []).length === 0) decidedBy = node;
  }
  return alerts;
}

/**
 * The checks run before publishing (issue 8): conditions referring to steps that never ran before
 * them, comparisons of incompatible types, deleted lists, groups always true or false by
 * construction, tags with no end state after them, end states that can never be reached.
 */
export function staticChecks(flow: Flow, context: StaticCheckContext): StaticCheckAlert[] {
  const full = { ...context, catalog: context.catalog ?? catalogOf(flow) };
  const startId = startNode(flow)?.id ?? '';
  const conditions = allNodes(flow)
    .filter(({ node }) => !isStart(node))
    .flatMap((at) => conditionAlerts(flow, at, full, startId));
  return [...conditions, ...branchAlerts(flow), ...endAlerts(flow)];
}
