import { describe, expect, it } from 'vitest';
import { statusTone } from '~/design-system';
import { mapOutcome, statusBadge, statusLabel, statusLabels, statusNames, statusStyle } from './transactionStatus';

describe('mapOutcome', () => {
  it('maps error and server error to ERROR, whatever the case', () => {
    expect(mapOutcome('error')).toBe('ERROR');
    expect(mapOutcome('ERROR')).toBe('ERROR');
    expect(mapOutcome('Server Error')).toBe('ERROR');
    expect(mapOutcome('server error')).toBe('ERROR');
    expect(mapOutcome('SERVER_ERROR')).toBe('ERROR');
  });

  it('maps the manual-review response to MANUAL_REVIEW', () => {
    expect(mapOutcome('manual_review')).toBe('MANUAL_REVIEW');
    expect(mapOutcome('manual review')).toBe('MANUAL_REVIEW');
    expect(mapOutcome('MANUAL_REVIEW')).toBe('MANUAL_REVIEW');
    expect(mapOutcome('Manual Review')).toBe('MANUAL_REVIEW');
  });

  it('keeps rejected as REJECTED and turns ok into SUCCESS', () => {
    expect(mapOutcome('rejected')).toBe('REJECTED');
    expect(mapOutcome('REJECTED')).toBe('REJECTED');
    expect(mapOutcome('ok')).toBe('SUCCESS');
    expect(mapOutcome('OK')).toBe('SUCCESS');
  });

  it('keeps the statuses that stay as they are', () => {
    for (const s of ['ACCEPTED', 'CANCELLED', 'DONE', 'UPLOADING', 'PROCESSING', 'AWAITING', 'CANCELLING', 'PAUSED', 'FAILED'] as const) {
      expect(mapOutcome(s)).toBe(s);
      expect(mapOutcome(s.toLowerCase())).toBe(s);
    }
  });

  it('maps the in-queue and pending-delivery responses', () => {
    expect(mapOutcome('in_queue')).toBe('IN_QUEUE');
    expect(mapOutcome('in queue')).toBe('IN_QUEUE');
    expect(mapOutcome('IN_QUEUE')).toBe('IN_QUEUE');
    expect(mapOutcome('pending_delivery')).toBe('PENDING_DELIVERY');
    expect(mapOutcome('Pending Delivery')).toBe('PENDING_DELIVERY');
  });

  it('ignores surrounding white space', () => {
    expect(mapOutcome('  ok ')).toBe('SUCCESS');
    expect(mapOutcome('\tmanual   review\n')).toBe('MANUAL_REVIEW');
  });

  it('maps anything else to UNKNOWN, including SUCCESS itself, which the mapping does not list', () => {
    expect(mapOutcome('approved')).toBe('UNKNOWN');
    expect(mapOutcome('SUCCESS')).toBe('UNKNOWN');
    expect(mapOutcome('')).toBe('UNKNOWN');
    expect(mapOutcome('   ')).toBe('UNKNOWN');
    expect(mapOutcome(null)).toBe('UNKNOWN');
    expect(mapOutcome(undefined)).toBe('UNKNOWN');
    expect(mapOutcome('errors')).toBe('UNKNOWN');
  });
});

describe('statusLabel', () => {
  it('shows unknown statuses as "unknown" and failures as "failed"', () => {
    expect(statusLabel('UNKNOWN')).toBe('unknown');
    expect(statusLabel('FAILED')).toBe('failed');
    expect(statusLabel(mapOutcome('something new'))).toBe('unknown');
  });

  it('names every status of document 1 section 4.7', () => {
    expect(statusNames.map(statusLabel)).toEqual([
      'Rejected', 'Error', 'Manual Review', 'unknown', 'Success', 'Accepted', 'Cancelled', 'Done', 'OK',
      'Uploading', 'In Queue', 'Processing', 'Awaiting', 'Cancelling', 'Paused', 'failed', 'Pending Delivery',
    ]);
    expect(Object.keys(statusLabels)).toHaveLength(17);
  });
});

describe('statusStyle', () => {
  it('gives every status a colour style the theme defines', () => {
    for (const s of statusNames) expect(statusTone[statusStyle[s]]).toBeDefined();
    expect(statusTone[statusStyle.SUCCESS]).toBe('success');
    expect(statusTone[statusStyle.FAILED]).toBe('danger');
    expect(statusTone[statusStyle.IN_QUEUE]).toBe('violet');
    expect(statusTone[statusStyle.PROCESSING]).toBe('info');
  });
});

describe('statusBadge', () => {
  it('gives the badge the status colour style and its shown text', () => {
    expect(statusBadge('MANUAL_REVIEW')).toEqual({ tone: 'manualReview', label: 'Manual Review' });
    expect(statusBadge(mapOutcome('ok'))).toEqual({ tone: 'success', label: 'Success' });
    expect(statusBadge(mapOutcome('approved'))).toEqual({ tone: 'unknown', label: 'unknown' });
  });
});
