/** `load` asked for once: later calls share its promise; after a failure the next call asks again. */
export function loadOnce<T>(load: () => Promise<T>): { (): Promise<T>; isAsked(): boolean } {
  let loading: Promise<T> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(once, { isAsked: () => loading !== undefined });
}
