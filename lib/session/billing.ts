import type { LiveStatus, Mode, OrganizationSettings, Usage } from '~/contract';

export type { LiveStatus, Mode };

/** Organisation settings of document 1 section 3, as the API returns them. */
export type OrgSettings = OrganizationSettings;

/**
 * The settings fields the helpers read. Looser than the contract, so that settings not yet
 * loaded (null) and unexpected values read safely.
 */
export interface SettingsInput {
  isLiveEnabled?: boolean;
  liveStatus?: string | null;
  merchantPaymentType?: string | null;
  isWhitelisted?: boolean;
}

export type CreditUsage = Pick<Usage, 'lifeTimeAllocated' | 'lifeTimeUsage'>;

export const ADD_CREDITS_PATH = '/settings/billing';

export const MODE_SWITCH_TOOLTIP = 'Switch between test and live mode';
export const MODE_PENDING_TOOLTIP = 'Your Live-mode request submitted already';
export const MODE_REQUEST_TOOLTIP = 'Your account is in test mode, to enable live mode Request our sales team';
export const GO_LIVE_PENDING_TOOLTIP = "Live mode request under review. We'll notify you as soon as it's approved";

type BillingSettings = Pick<SettingsInput, 'merchantPaymentType'> | null | undefined;

const paymentType = (settings: BillingSettings): string => (settings?.merchantPaymentType ?? '').trim().toLowerCase();

/** Postpaid when no payment type is set or when it is postpaid (document 1 section 1). */
export function isPostpaid(settings: BillingSettings): boolean {
  const type = paymentType(settings);
  return type === '' || type === 'postpaid';
}

export function isPrepaid(settings: BillingSettings): boolean {
  return paymentType(settings) === 'prepaid';
}

/** Section 4.3: live only while live is enabled; with nothing stored, live if enabled, else test. */
export function resolveMode(stored: Mode | null | undefined, isLiveEnabled: boolean): Mode {
  if (!isLiveEnabled) return 'test';
  return stored ?? 'live';
}

export type CreditCounter =
  | { kind: 'credits'; available: number }
  | { kind: 'freeCalls'; used: number; allocated: number }
  | { kind: 'hidden' };

export function creditCounter(
  settings: BillingSettings,
  mode: Mode,
  usage: CreditUsage | null | undefined,
): CreditCounter {
  if (!usage) return { kind: 'hidden' };
  if (mode === 'test') return { kind: 'freeCalls', used: usage.lifeTimeUsage, allocated: usage.lifeTimeAllocated };
  if (isPrepaid(settings)) return { kind: 'credits', available: usage.lifeTimeAllocated - usage.lifeTimeUsage };
  return { kind: 'hidden' };
}

export interface ModeBannerState {
  shown: boolean;
  switchEnabled: boolean;
  tooltip: string;
  /** The tooltip's word 'Request' opens the live-access request dialog. */
  requestLink: boolean;
}

/** Environment banner of document 1 section 2.6. */
export function modeBannerState(settings: SettingsInput | null | undefined): ModeBannerState {
  const shown =
    !!settings?.isWhitelisted && (isPostpaid(settings) || (isPrepaid(settings) && settings.liveStatus === 'APPROVED'));
  const switchEnabled = !!settings?.isLiveEnabled;
  if (switchEnabled) return { shown, switchEnabled, tooltip: MODE_SWITCH_TOOLTIP, requestLink: false };
  if (settings?.liveStatus === 'PENDING') return { shown, switchEnabled, tooltip: MODE_PENDING_TOOLTIP, requestLink: false };
  return { shown, switchEnabled, tooltip: MODE_REQUEST_TOOLTIP, requestLink: true };
}

/** Whether the account has a mode switch to use: the environment banner is shown and its switch is enabled. */
export function hasModeSwitch(settings: SettingsInput | null | undefined): boolean {
  const banner = modeBannerState(settings);
  return banner.shown && banner.switchEnabled;
}

export interface GoLiveButtonState {
  shown: boolean;
  disabled: boolean;
  tooltip: string | undefined;
}

/** Go Live button of document 1 section 4.3. */
export function goLiveButtonState(settings: SettingsInput | null | undefined): GoLiveButtonState {
  if (!settings || settings.isLiveEnabled) return { shown: false, disabled: false, tooltip: undefined };
  if (settings.liveStatus === 'PENDING') return { shown: true, disabled: true, tooltip: GO_LIVE_PENDING_TOOLTIP };
  return { shown: true, disabled: false, tooltip: undefined };
}

/** The add-credits button (to ADD_CREDITS_PATH) shows when the account is live and prepaid. */
export function canAddCreditsButton(settings: BillingSettings, mode: Mode): boolean {
  return mode === 'live' && isPrepaid(settings);
}
