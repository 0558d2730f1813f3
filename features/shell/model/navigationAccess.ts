import { routeAccess, type RouteAccessContext } from '~/lib/routes';
import { canAddCredits, canRequestLiveMode, navItemVisible, type PermissionSet } from '~/lib/session';

interface Navigable {
  href: string;
  flagId?: string;
  external?: boolean;
}

/**
 * The sidebar's items and quick-create entries the user may follow: the flag rule of document 1
 * section 2.2, and (issue 15) only those whose route lets the user in, so a sales user is not
 * offered Create or a page that answers 'no access'.
 */
export function navigableItems<T extends Navigable>(items: readonly T[], context: RouteAccessContext): T[] {
  return items.filter((item) => navItemVisible(context.flags, item.flagId) && (item.external === true || routeAccess(item.href, context) === 'allowed'));
}

/** What the header and banner may offer about the account: asking for live mode and buying credits need update on the organisation. */
export function accountActions(permissions: PermissionSet): { requestLive: boolean; addCredits: boolean } {
  return { requestLive: canRequestLiveMode(permissions), addCredits: canAddCredits(permissions) };
}
