import { useDeferredValue, useMemo } from 'react';

/** What a page shows of a query: its data, error and loading flag. */
export interface ShownAnswer<Data, Error> {
  data?: Data;
  error?: Error;
  isLoading?: boolean;
}

/**
 * A query's answer as a page shows it: one deferred update behind SWR's, its parts together. SWR
 * hands answers over as synchronous renders; deferred, a page of cards or rows renders in slices
 * that yield to the browser rather than one long task (ADR 0039), as the Table shows its rows.
 */
export function useShownAnswer<Data, Error>({ data, error, isLoading }: ShownAnswer<Data, Error>): ShownAnswer<Data, Error> {
  return useDeferredValue(useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]));
}
