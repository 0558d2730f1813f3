import type { FieldValues } from './flowSteps';

/**
 * What survives a reload mid-flow (sessionStorage, this tab only): the transaction once started,
 * the step reached and the typed values not yet submitted. Files are not kept; uploaded documents
 * are, by their reference on the server. Keyed by QuickLink (or workflow, in Tryout and Preview).
 */
export interface SavedProgress {
  transactionId?: string;
  stepIndex?: number;
  values?: FieldValues;
}

export function progressKey(ids: { quicklinkId?: string; workflowId: string; mode?: string }): string {
  return ids.quicklinkId ? `veriflow:hosted:ql:${ids.quicklinkId}` : `veriflow:hosted:${ids.mode ?? 'tryout'}:${ids.workflowId}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadProgress(key: string): SavedProgress {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { transactionId, stepIndex, values } = parsed as Record<string, unknown>;
    return {
      ...(typeof transactionId === 'string' ? { transactionId } : {}),
      ...(typeof stepIndex === 'number' && Number.isInteger(stepIndex) && stepIndex >= 0 ? { stepIndex } : {}),
      ...(typeof values === 'object' && values !== null ? { values: Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string')) as FieldValues } : {}),
    };
  } catch {
    return {};
  }
}

export function saveProgress(key: string, progress: SavedProgress): void {
  try {
    storage()?.setItem(key, JSON.stringify(progress));
  } catch {
    // Private windows may refuse storage: the flow still works, it only cannot resume.
  }
}

export function clearProgress(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}
