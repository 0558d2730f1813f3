import { useHref } from 'react-router-dom';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-aria's RouterProvider asks for the href of every link; react-router's useHref would turn
 * `https://…` into `/https:/…`, so absolute URLs (and mailto:, tel:) pass through unchanged.
 */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return ABSOLUTE.test(href) ? href : routed;
}
