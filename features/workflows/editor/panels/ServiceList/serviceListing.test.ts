import { describe, expect, it } from 'vitest';
import { moreServicesText, usedServiceText, visibleServices } from './serviceListing';

describe('visibleServices', () => {
  const services = Array.from({ length: 13 }, (_, i) => `s${i}`);

  it('shows 8 and counts the rest until expanded', () => {
    expect(visibleServices(services, false)).toEqual({ shown: services.slice(0, 8), hidden: 5 });
    expect(visibleServices(services, true)).toEqual({ shown: services, hidden: 0 });
  });

  it('hides nothing when 8 or fewer match', () => {
    expect(visibleServices(services.slice(0, 8), false).hidden).toBe(0);
    expect(visibleServices([], false)).toEqual({ shown: [], hidden: 0 });
  });
});

describe('texts', () => {
  it('reads as the spec quotes them', () => {
    expect(moreServicesText(5)).toBe('View 5+ more services');
    expect(usedServiceText('PAN Verification', 'workflow')).toBe('PAN Verification service is already being used in this workflow.');
    expect(usedServiceText('PAN Verification', 'capability')).toBe('PAN Verification service is already being used in this capability.');
  });
});
