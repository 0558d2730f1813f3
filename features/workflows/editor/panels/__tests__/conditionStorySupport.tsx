import { useState } from 'react';
import styled from 'styled-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { loanRiskFlow, loginFlow, onboardingFlow } from '~/fixtures';
import { useConditionLists, useOperators } from '../../../api';
import { findNode } from '../../../model/queries';
import type { ConditionExpression, Flow, FlowNode } from '../../../model/types';
import { BranchPanel } from '../BranchPanel';
import { ConditionPanel } from '../ConditionPanel';
import { EndPanel } from '../EndPanel';

/** Story flows for the condition panels, built on the fixtures' workflows. */

export const START = 'start_ghdvng';
export const PAN = 'pan-verification__k3p9';
export const BANK = 'bank-account-verification__k3b2';
export const MATCH = 'name-match__k3n4';
export const HIGH_RISK = 'high_risk_r5t1';
export const IP_BRANCH_A = 'ip-intelligence__r5i1';
export const OWNER_BRANCH_B = 'mobile-to-name__r5o1';
export const LOGIN_ACCEPT = 'accept_g8e1';

const ref = (obj: string) => ({ obj });
const value = (v: string | number | boolean | (string | number)[]) => ({ const: v });
export const cmp = (op: string, left: object, right: object) => ({ [op]: [left, right] }) as ConditionExpression;
export const and = (...items: ConditionExpression[]) => ({ and: items }) as ConditionExpression;
export const or = (...items: ConditionExpression[]) => ({ or: items }) as ConditionExpression;
export const input = (key: string) => ref(`input.${START}.${key}`);
export const out = (id: string, key: string) => ref(`source.${id}.${key}`);
export const call = (name: string, ...args: object[]) => cmp('eq', { call: [`functions.${name}`, ...args] }, value(true));
export { value };

/** The flow with one node's conditions replaced (an empty list for none). */
export function withCondition(flow: Flow, nodeId: string, expression: ConditionExpression | null): Flow {
  return {
    ...flow,
    columns: flow.columns.map((column) => ({
      ...column,
      nodes: column.nodes.map((node) => (node.id === nodeId ? { ...node, conditions: expression ? [expression] : [] } : node)),
    })),
  };
}

/** The onboarding workflow, whose start also offers a date of birth (DATE) and document types (LIST). */
export function onboardingWithDates(): Flow {
  const flow = onboardingFlow(3);
  const start = flow.columns[0]?.nodes[0] as FlowNode;
  const extra = [
    { key: 'dateOfBirth', displayName: 'Date of Birth', type: 'NUMBER' as const, format: 'DATE' as const, location: `input.${START}.dateOfBirth` },
    { key: 'documentTypes', displayName: 'Document Types', type: 'STRING' as const, format: 'LIST' as const, location: `input.${START}.documentTypes` },
    { key: 'monthlyIncome', displayName: 'Monthly Income', type: 'NUMBER' as const, format: 'TEXT' as const, location: `input.${START}.monthlyIncome` },
  ];
  return { ...flow, columns: [{ ...flow.columns[0], nodes: [{ ...start, outputs: [...(start.outputs ?? []), ...extra] }] } as Flow['columns'][number], ...flow.columns.slice(1)] };
}

export { loanRiskFlow, loginFlow, onboardingFlow };

/** The editor's arrangement: the canvas (here the saved output) above, the panel docked below it. */
const Stage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  height: 100vh;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

const Saved = styled.output`
  display: block;
  flex: 1;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export type PanelKind = 'condition' | 'branch' | 'end';

export interface PanelHarnessProps {
  panel: PanelKind;
  flow: Flow;
  nodeId: string;
  /** What the saved output shows: a node's condition, or the end column's states. */
  show?: (flow: Flow) => unknown;
  variant?: 'workflow' | 'capability';
}

/** The panel over a stage, its operators and lists loaded through MSW as on the editor page. */
export function PanelHarness({ panel, flow: initial, nodeId, show, variant }: PanelHarnessProps) {
  const operators = useOperators();
  const lists = useConditionLists();
  const [flow, setFlow] = useState(initial);
  const [saves, setSaves] = useState(0);
  const [open, setOpen] = useState(true);
  if (!operators.data || !lists.data) return <Stage>Loading…</Stage>;
  const common = {
    flow,
    nodeId,
    operators: operators.data,
    lists: lists.data,
    onSave: (next: Flow) => {
      setFlow(next);
      setSaves((n) => n + 1);
    },
    onClose: () => setOpen(false),
  };
  const summary = show ?? ((f: Flow) => findNode(f, nodeId)?.node.conditions?.[0] ?? null);
  return (
    <Stage>
      <Saved aria-label="Saved">{saves === 0 ? (open ? 'Not saved' : 'Closed') : JSON.stringify(summary(flow))}</Saved>
      {open && panel === 'condition' && <ConditionPanel key={saves} {...common} />}
      {open && panel === 'branch' && <BranchPanel key={saves} {...common} />}
      {open && panel === 'end' && <EndPanel key={saves} {...common} variant={variant} />}
    </Stage>
  );
}

/** The saved output parsed. */
export async function savedValue(): Promise<unknown> {
  const output = screen.getByRole('status', { name: 'Saved' });
  await waitFor(() => expect(output.textContent).not.toBe('Not saved'));
  return JSON.parse(output.textContent ?? 'null');
}

export async function chooseOption(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export async function findPanel() {
  return within(await screen.findByRole('region', { name: 'Condition' }, { timeout: 5000 }));
}
