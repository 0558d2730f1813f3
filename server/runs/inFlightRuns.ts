/**
 * The transactions this process is advancing in the background (async workflows). A poll of one of
 * them answers its stored state instead of racing the background run for the same revision.
 */
const inFlight = new Set<string>();

export const isInFlight = (transactionId: string): boolean => inFlight.has(transactionId);

/**
 * Runs `work` for the transaction without making the caller wait; the transaction is in flight
 * from this call until `work` settles. A failure goes to `onFailure`, never to an unhandled rejection.
 */
export function runInBackground(transactionId: string, work: () => Promise<void>, onFailure: (error: unknown) => void): void {
  inFlight.add(transactionId);
  void Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      try {
        onFailure(error);
      } catch {
        // A failing report of a failure has nowhere left to go.
      }
    })
    .finally(() => inFlight.delete(transactionId));
}
