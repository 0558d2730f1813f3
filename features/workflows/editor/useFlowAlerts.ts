import { useMemo } from 'react';
import { useConditionLists, useOperators } from '../api';
import type { EditorAlert } from './panels/EditorHeader';
import { alerts } from '../model/alerts';
import { staticChecks } from '../model/conditions/staticChecks';
import type { Flow } from '../model/types';

/**
 * The Alerts list of the editor header: the steps whose configuration is pending (section 4.2), each
 * with what is pending, which hold back Publish and Tryout, then the checks run before publishing (issue 8), which are
 * listed as warnings. The checks wait for the operator and list look-ups, so a list or function
 * is never reported missing before they have answered.
 */
export function useFlowAlerts(flow: Flow): EditorAlert[] {
  const { data: operators } = useOperators();
  const { data: lists } = useConditionLists();
  return useMemo(() => {
    const pending: EditorAlert[] = alerts(flow).map(({ nodeId, name, details }) => ({ nodeId, name, details }));
    if (!operators || !lists) return pending;
    const checks = staticChecks(flow, { operators, listIds: lists.map((list) => list.id) });
    return [...pending, ...checks.map(({ nodeId, name, message }): EditorAlert => ({ nodeId, name, message, isWarning: true }))];
  }, [flow, operators, lists]);
}
