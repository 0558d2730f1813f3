import { isStart } from './kinds';
import { allNodes, findNode } from './queries';
import type { Flow } from './types';

/** What a node depends on: its dependencies, or the start node when it names none. */
export function parentsOf(flow: Flow): Map<string, string[]> {
  const start = flow.columns[0]?.nodes[0];
  const parents = new Map<string, string[]>();
  const located = allNodes(flow);
  const ids = new Set(located.map(({ node }) => node.id));
  for (const { node, column } of located) {
    if (isStart(node)) continue;
    const deps = node.dependencies?.filter((d) => ids.has(d)) ?? [];
    parents.set(node.id, deps.length > 0 || !start || column === 0 ? deps : [start.id]);
  }
  return parents;
}

/**
 * The selected node with its ancestors and descendants (section 2.4): the path a click
 * highlights while every other node is dimmed. Empty when the node is not in the flow.
 */
export function highlightPath(flow: Flow, nodeId: string): Set<string> {
  if (!findNode(flow, nodeId)) return new Set();
  const parents = parentsOf(flow);
  const children = new Map<string, string[]>();
  for (const [child, list] of parents) for (const parent of list) children.set(parent, [...(children.get(parent) ?? []), child]);
  const path = new Set<string>([nodeId]);
  const walk = (from: string, edges: Map<string, string[]>) => {
    const stack = [from];
    while (stack.length) {
      const id = stack.pop() as string;
      for (const next of edges.get(id) ?? []) {
        if (path.has(next)) continue;
        path.add(next);
        stack.push(next);
      }
    }
  };
  walk(nodeId, parents);
  walk(nodeId, children);
  return path;
}
