import { useDeferredValue, useMemo } from 'react';

/**
 * A list's answer as shown: its pages and error one deferred update behind SWR's, together. SWR's
 * answers arrive as synchronous renders; deferred, a page of cards renders in slices that yield
 * to the browser rather than one long task (ADR 0039), as the Table shows its rows.
 */
export function useShownList<Data, Error>({ data, error }: { data?: Data; error?: Error }): { data?: Data; error?: Error } {
  return useDeferredValue(useMemo(() => ({ data, error }), [data, error]));
}
