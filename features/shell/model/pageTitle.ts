/** What a route tells the header about itself (react-router `handle`). */
export interface RouteHandle {
  title: string;
  subtitle?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** The deepest matched route with a handle names the page. */
export function pageTitle(matches: ReadonlyArray<{ handle: unknown }>, fallback: RouteHandle): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return fallback;
}
