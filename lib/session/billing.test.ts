import { describe, expect, it } from 'vitest';
import {
  ADD_CREDITS_PATH,
  canAddCreditsButton,
  creditCounter,
  goLiveButtonState,
  isPostpaid,
  isPrepaid,
  hasModeSwitch,
  modeBannerState,
  resolveMode,
  type SettingsInput,
} from './billing';

const settings = (overrides: SettingsInput = {}): SettingsInput => ({
  isLiveEnabled: false,
  liveStatus: 'NOT_REQUESTED',
  merchantPaymentType: null,
  isWhitelisted: false,
  ...overrides,
});

const usage = { lifeTimeAllocated: 100, lifeTimeUsage: 37, monthlyAllocated: 50, monthlyUsage: 5 };

describe('billing type', () => {
  it.each([null, undefined, '', 'postpaid', 'POSTPAID'])('%j is postpaid and not prepaid', (type) => {
    expect(isPostpaid(settings({ merchantPaymentType: type }))).toBe(true);
    expect(isPrepaid(settings({ merchantPaymentType: type }))).toBe(false);
  });

  it.each(['prepaid', 'Prepaid'])('%j is prepaid and not postpaid', (type) => {
    expect(isPrepaid(settings({ merchantPaymentType: type }))).toBe(true);
    expect(isPostpaid(settings({ merchantPaymentType: type }))).toBe(false);
  });

  it('an unknown payment type is neither', () => {
    expect(isPrepaid(settings({ merchantPaymentType: 'barter' }))).toBe(false);
    expect(isPostpaid(settings({ merchantPaymentType: 'barter' }))).toBe(false);
  });

  it('settings not yet loaded read as postpaid', () => {
    expect(isPostpaid(null)).toBe(true);
    expect(isPrepaid(undefined)).toBe(false);
  });

  it('follows the payment type, not the account booleans', () => {
    const contradictory = { merchantPaymentType: 'postpaid', isPrepaidAccount: true, isPostpaidAccount: false };
    expect(isPrepaid(contradictory)).toBe(false);
    expect(isPostpaid(contradictory)).toBe(true);
  });
});

describe('resolveMode (section 4.3)', () => {
  it('with nothing stored is live when live is enabled, else test', () => {
    expect(resolveMode(null, true)).toBe('live');
    expect(resolveMode(undefined, true)).toBe('live');
    expect(resolveMode(null, false)).toBe('test');
  });

  it('keeps the stored choice while live is enabled', () => {
    expect(resolveMode('test', true)).toBe('test');
    expect(resolveMode('live', true)).toBe('live');
  });

  it('is always test while live is not enabled', () => {
    expect(resolveMode('live', false)).toBe('test');
    expect(resolveMode('test', false)).toBe('test');
  });
});

describe('creditCounter (section 4.3)', () => {
  it('prepaid live shows lifeTimeAllocated minus lifeTimeUsage as credits', () => {
    expect(creditCounter(settings({ merchantPaymentType: 'prepaid', isLiveEnabled: true }), 'live', usage)).toEqual({
      kind: 'credits',
      available: 63,
    });
  });

  it('shows negative credits honestly when usage passed the allocation', () => {
    expect(
      creditCounter(settings({ merchantPaymentType: 'prepaid' }), 'live', { lifeTimeAllocated: 10, lifeTimeUsage: 12 }),
    ).toEqual({ kind: 'credits', available: -2 });
  });

  it.each([null, 'postpaid', 'prepaid', 'barter'])('test mode shows free calls usage / allocated for %j', (type) => {
    expect(creditCounter(settings({ merchantPaymentType: type }), 'test', usage)).toEqual({
      kind: 'freeCalls',
      used: 37,
      allocated: 100,
    });
  });

  it.each([null, undefined, '', 'postpaid'])('is hidden for live postpaid (%j)', (type) => {
    expect(creditCounter(settings({ merchantPaymentType: type, isLiveEnabled: true }), 'live', usage)).toEqual({
      kind: 'hidden',
    });
  });

  it('is hidden in live mode for an unknown payment type', () => {
    expect(creditCounter(settings({ merchantPaymentType: 'barter' }), 'live', usage)).toEqual({ kind: 'hidden' });
  });

  it('is hidden while the usage is unknown', () => {
    expect(creditCounter(settings({ merchantPaymentType: 'prepaid' }), 'live', null)).toEqual({ kind: 'hidden' });
    expect(creditCounter(settings(), 'test', undefined)).toEqual({ kind: 'hidden' });
  });
});

describe('modeBannerState (section 2.6)', () => {
  const SWITCH = 'Switch between test and live mode';
  const PENDING = 'Your Live-mode request submitted already';
  const REQUEST = 'Your account is in test mode, to enable live mode Request our sales team';

  describe('visibility', () => {
    it.each([null, 'postpaid'])('shows for a whitelisted postpaid account (%j) whatever the live status', (type) => {
      for (const liveStatus of [null, 'NOT_REQUESTED', 'PENDING', 'APPROVED'] as const) {
        expect(modeBannerState(settings({ isWhitelisted: true, merchantPaymentType: type, liveStatus })).shown).toBe(true);
      }
    });

    it('shows for a whitelisted prepaid account with liveStatus APPROVED', () => {
      expect(
        modeBannerState(settings({ isWhitelisted: true, merchantPaymentType: 'prepaid', liveStatus: 'APPROVED' })).shown,
      ).toBe(true);
    });

    it.each([null, 'NOT_REQUESTED', 'PENDING'] as const)('hides for a whitelisted prepaid account with liveStatus %j', (liveStatus) => {
      expect(modeBannerState(settings({ isWhitelisted: true, merchantPaymentType: 'prepaid', liveStatus })).shown).toBe(false);
    });

    it('hides whenever the account is not whitelisted', () => {
      for (const type of [null, 'postpaid', 'prepaid']) {
        for (const liveStatus of [null, 'NOT_REQUESTED', 'PENDING', 'APPROVED'] as const) {
          const state = modeBannerState(
            settings({ isWhitelisted: false, merchantPaymentType: type, liveStatus, isLiveEnabled: true }),
          );
          expect(state.shown).toBe(false);
        }
      }
    });

    it('hides for an unknown payment type and before settings load', () => {
      expect(modeBannerState(settings({ isWhitelisted: true, merchantPaymentType: 'barter', liveStatus: 'APPROVED' })).shown).toBe(
        false,
      );
      expect(modeBannerState(null).shown).toBe(false);
    });
  });

  describe('switch and tooltip', () => {
    it('enables the switch with its tooltip when live is enabled', () => {
      for (const liveStatus of [null, 'NOT_REQUESTED', 'PENDING', 'APPROVED'] as const) {
        expect(modeBannerState(settings({ isWhitelisted: true, isLiveEnabled: true, liveStatus }))).toEqual({
          shown: true,
          switchEnabled: true,
          tooltip: SWITCH,
          requestLink: false,
        });
      }
    });

    it('disables the switch with the pending tooltip while the request is PENDING', () => {
      expect(modeBannerState(settings({ isWhitelisted: true, liveStatus: 'PENDING' }))).toEqual({
        shown: true,
        switchEnabled: false,
        tooltip: PENDING,
        requestLink: false,
      });
    });

    it.each([null, undefined, 'NOT_REQUESTED', 'APPROVED'] as const)(
      'otherwise disables the switch with the request tooltip (liveStatus %j)',
      (liveStatus) => {
        expect(modeBannerState(settings({ isWhitelisted: true, liveStatus }))).toEqual({
          shown: true,
          switchEnabled: false,
          tooltip: REQUEST,
          requestLink: true,
        });
      },
    );

    it('gives the request tooltip before settings load', () => {
      expect(modeBannerState(undefined)).toEqual({ shown: false, switchEnabled: false, tooltip: REQUEST, requestLink: true });
    });
  });
});

describe('goLiveButtonState (section 4.3)', () => {
  const UNDER_REVIEW = "Live mode request under review. We'll notify you as soon as it's approved";

  it('is shown and enabled when live is not enabled and no request is pending', () => {
    for (const liveStatus of [null, undefined, 'NOT_REQUESTED', 'APPROVED'] as const) {
      expect(goLiveButtonState(settings({ isLiveEnabled: false, liveStatus }))).toEqual({
        shown: true,
        disabled: false,
        tooltip: undefined,
      });
    }
  });

  it('is disabled with the review tooltip while the request is PENDING', () => {
    expect(goLiveButtonState(settings({ isLiveEnabled: false, liveStatus: 'PENDING' }))).toEqual({
      shown: true,
      disabled: true,
      tooltip: UNDER_REVIEW,
    });
  });

  it('is hidden once live is enabled', () => {
    for (const liveStatus of [null, 'NOT_REQUESTED', 'PENDING', 'APPROVED'] as const) {
      expect(goLiveButtonState(settings({ isLiveEnabled: true, liveStatus })).shown).toBe(false);
    }
  });

  it('is hidden before settings load', () => {
    expect(goLiveButtonState(null)).toEqual({ shown: false, disabled: false, tooltip: undefined });
  });
});

describe('canAddCreditsButton', () => {
  it('shows in live mode for a prepaid account and leads to /settings/billing', () => {
    expect(canAddCreditsButton(settings({ merchantPaymentType: 'prepaid' }), 'live')).toBe(true);
    expect(ADD_CREDITS_PATH).toBe('/settings/billing');
  });

  it('hides in test mode and for postpaid or unknown accounts', () => {
    expect(canAddCreditsButton(settings({ merchantPaymentType: 'prepaid' }), 'test')).toBe(false);
    for (const type of [null, 'postpaid', 'barter']) {
      expect(canAddCreditsButton(settings({ merchantPaymentType: type }), 'live')).toBe(false);
    }
    expect(canAddCreditsButton(null, 'live')).toBe(false);
  });
});

describe('hasModeSwitch', () => {
  it('is true only when the banner is shown with its switch enabled', () => {
    expect(hasModeSwitch(settings({ isWhitelisted: true, isLiveEnabled: true, liveStatus: 'APPROVED' }))).toBe(true);
    expect(hasModeSwitch(settings({ isWhitelisted: true, isLiveEnabled: false, liveStatus: 'PENDING' }))).toBe(false);
    expect(hasModeSwitch(settings({ isWhitelisted: false, isLiveEnabled: true, liveStatus: 'APPROVED' }))).toBe(false);
    expect(hasModeSwitch(null)).toBe(false);
  });
});
