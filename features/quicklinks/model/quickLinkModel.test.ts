import { describe, expect, it } from 'vitest';
import { trimUrl } from '~/design-system';
import { quickLinkUrls } from '~/fixtures/display';
import {
  availableTransactionsTooltip,
  canGenerate,
  expiryInstant,
  initialQuickLinkValues,
  isExpired,
  isLimitReached,
  quickLinkMessages as m,
  quickLinkSchema,
  remainingTransactions,
  statusSwitchState,
  toCreateRequest,
  todayInIst,
  transactionLimitError,
  transactionsRemainingText,
  withEnabledFlipped,
  type QuickLinkFormValues,
} from '.';

const link = (transactionCount: number, transactionLimit: number, isEnabled = true) => ({ transactionCount, transactionLimit, isEnabled });

describe('limit rules (document 3 section 4)', () => {
  it('counts the remaining transactions, never below 0', () => {
    expect(remainingTransactions(link(4, 100))).toBe(96);
    expect(remainingTransactions(link(5, 3))).toBe(0);
    expect(transactionsRemainingText(96)).toBe('96 Transactions Remaining');
  });

  it('is reached when the limit is less than or equal to the count', () => {
    expect(isLimitReached(link(2, 3))).toBe(false);
    expect(isLimitReached(link(3, 3))).toBe(true);
    expect(isLimitReached(link(4, 3))).toBe(true);
  });

  it('shows a reached link off and refuses the switch, whatever isEnabled says', () => {
    expect(statusSwitchState(link(3, 3, true))).toEqual({ isSelected: false, isRefused: true, tooltip: 'Transaction limit reached' });
    expect(statusSwitchState(link(3, 3, false))).toEqual({ isSelected: false, isRefused: true, tooltip: 'Transaction limit reached' });
  });

  it('otherwise follows isEnabled with the available transactions in the tooltip', () => {
    expect(statusSwitchState(link(4, 100, true))).toEqual({ isSelected: true, isRefused: false, tooltip: 'Available transactions: 96' });
    expect(statusSwitchState(link(0, 1, false))).toEqual({ isSelected: false, isRefused: false, tooltip: availableTransactionsTooltip(1) });
  });

  it('sends the whole row back with isEnabled flipped', () => {
    const row = { id: 'ql_1', name: 'Signup', transactionLimit: 10, transactionCount: 1, isEnabled: true };
    expect(withEnabledFlipped(row)).toEqual({ ...row, isEnabled: false });
    expect(row.isEnabled).toBe(true);
  });
});

describe('URL display (document 3 section 9)', () => {
  it('keeps a link of up to 40 characters and cuts a longer one to 37 and an ellipsis', () => {
    expect(trimUrl(quickLinkUrls.short)).toBe(quickLinkUrls.short);
    expect(trimUrl('x'.repeat(40))).toBe('x'.repeat(40));
    expect(trimUrl('x'.repeat(41))).toBe(`${'x'.repeat(37)}...`);
    expect(trimUrl(quickLinkUrls.long)).toHaveLength(40);
  });
});

describe('QuickLink form (document 2 section 5.6)', () => {
  const schema = quickLinkSchema(() => '2025-06-02');
  const errorOf = async (values: Partial<QuickLinkFormValues>, field: keyof QuickLinkFormValues) => {
    try {
      await schema.validateAt(field, { ...initialQuickLinkValues, ...values });
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('says each name message', async () => {
    expect(await errorOf({ name: '' }, 'name')).toBe(m.nameRequired);
    expect(await errorOf({ name: '  ' }, 'name')).toBe('Quicklink name is required');
    expect(await errorOf({ name: 'ab' }, 'name')).toBe('Name must be at least 3 characters');
    expect(await errorOf({ name: 'x'.repeat(51) }, 'name')).toBe('Name must be less than 50 characters');
    expect(await errorOf({ name: 'x'.repeat(50) }, 'name')).toBeUndefined();
    expect(await errorOf({ name: 'Website signup' }, 'name')).toBeUndefined();
  });

  it('accepts no redirection URL or an http(s) one', async () => {
    expect(await errorOf({ redirectionUrl: '' }, 'redirectionUrl')).toBeUndefined();
    expect(await errorOf({ redirectionUrl: 'https://acme.example/done?x=1' }, 'redirectionUrl')).toBeUndefined();
    expect(await errorOf({ redirectionUrl: 'http://localhost:3000/back' }, 'redirectionUrl')).toBeUndefined();
    for (const bad of ['acme.example', 'ftp://acme.example', 'https://', 'https://acme example.com', 'javascript:alert(1)']) {
      expect(await errorOf({ redirectionUrl: bad }, 'redirectionUrl'), bad).toBe('Please enter a valid URL (e.g. https://www.example.com)');
    }
  });

  it('says each limit message in order: required, whole, at least 1, at most 1000', () => {
    expect(transactionLimitError('')).toBe('Transaction limit is required');
    expect(transactionLimitError('2.5')).toBe('Transaction limit must be a whole number');
    expect(transactionLimitError('ten')).toBe('Transaction limit must be a whole number');
    expect(transactionLimitError('0')).toBe('Transaction limit must be at least 1');
    expect(transactionLimitError('-3')).toBe('Transaction limit must be at least 1');
    expect(transactionLimitError('1001')).toBe('Transaction limit must not exceed 1000');
    expect(transactionLimitError('1')).toBeUndefined();
    expect(transactionLimitError('1000')).toBeUndefined();
    expect(transactionLimitError('10.0')).toBeUndefined();
  });

  it('defaults the limit to 1', async () => {
    expect(initialQuickLinkValues.transactionLimit).toBe('1');
    expect(await errorOf({}, 'transactionLimit')).toBeUndefined();
  });

  it('refuses an expiry in the past', async () => {
    expect(await errorOf({ expiresOn: '2025-06-01' }, 'expiresOn')).toBe(m.expiryPast);
    expect(await errorOf({ expiresOn: '2025-06-02' }, 'expiresOn')).toBeUndefined();
    expect(await errorOf({ expiresOn: null }, 'expiresOn')).toBeUndefined();
  });

  it('disables Generate Link with any error, an empty name or an empty limit', () => {
    expect(canGenerate({ name: 'Signup', transactionLimit: '1' }, 0)).toBe(true);
    expect(canGenerate({ name: 'Signup', transactionLimit: '1' }, 1)).toBe(false);
    expect(canGenerate({ name: ' ', transactionLimit: '1' }, 0)).toBe(false);
    expect(canGenerate({ name: 'Signup', transactionLimit: '' }, 0)).toBe(false);
  });

  it('builds the create request: trimmed, enabled, null URL when none, expiry at the end of the day in IST', () => {
    expect(toCreateRequest({ ...initialQuickLinkValues, name: ' Signup ', transactionLimit: '25' }, 'wf_1')).toEqual({
      name: 'Signup',
      workflowId: 'wf_1',
      redirectionUrl: null,
      transactionLimit: 25,
      isEnabled: true,
      showResponseOutput: false,
    });
    expect(toCreateRequest({ ...initialQuickLinkValues, name: 'Signup', redirectionUrl: 'https://a.example', expiresOn: '2025-06-30', showResponseOutput: true }, 'wf_1')).toMatchObject({
      redirectionUrl: 'https://a.example',
      showResponseOutput: true,
      expiresAt: '2025-06-30T18:29:59.999Z',
    });
  });
});

describe('expiry', () => {
  it('is the end of the chosen day in IST', () => {
    expect(expiryInstant('2025-06-30')).toBe('2025-06-30T18:29:59.999Z');
    expect(expiryInstant(null)).toBeNull();
  });

  it('knows today in IST and whether a link has expired', () => {
    expect(todayInIst(new Date('2025-06-01T19:00:00.000Z'))).toBe('2025-06-02');
    expect(todayInIst(new Date('2025-06-01T18:00:00.000Z'))).toBe('2025-06-01');
    expect(isExpired(null, new Date())).toBe(false);
    expect(isExpired('2025-06-01T00:00:00.000Z', new Date('2025-06-02T00:00:00.000Z'))).toBe(true);
    expect(isExpired('2025-06-03T00:00:00.000Z', new Date('2025-06-02T00:00:00.000Z'))).toBe(false);
  });
});
