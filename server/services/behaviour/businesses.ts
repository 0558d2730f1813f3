import type { Seed } from './seed';

/** One name prefix per initial, so a name can agree with the fifth character of its PAN. */
const PREFIXES = [
  'Acme', 'Bluepeak', 'Coral', 'Deccan', 'Everest', 'Falcon', 'Greenfield', 'Horizon', 'Indus', 'Jasmine', 'Kaveri', 'Lotus', 'Meridian',
  'Northstar', 'Orchid', 'Peacock', 'Quantum', 'Riverdale', 'Saffron', 'Trident', 'Unity', 'Vertex', 'Westwind', 'Xenon', 'Yamuna', 'Zenith',
];
const TRADES = ['Lending', 'Fintech', 'Logistics', 'Textiles', 'Foods', 'Software', 'Pharma', 'Retail', 'Infra', 'Motors'];

/** Suffix of a registered name by constitution. */
const SUFFIX: Readonly<Record<string, string>> = {
  PRIVATE: 'PRIVATE LIMITED',
  PUBLIC: 'LIMITED',
  OPC: '(OPC) PRIVATE LIMITED',
  LLP: 'LLP',
  FIRM: '& CO',
  TRUST: 'TRUST',
  HUF: 'HUF',
};

/**
 * A plausible registered business name of the constitution (PRIVATE, PUBLIC, OPC, LLP, FIRM, TRUST,
 * HUF), starting with `initial` when given (the fifth character of a PAN is the name's initial).
 */
export function businessName(seed: Seed, constitution: string, initial?: string): { legalName: string; tradeName: string } {
  const prefix = PREFIXES.find((p) => initial !== undefined && p.startsWith(initial.toUpperCase())) ?? seed.pick('bizPrefix', PREFIXES);
  const trade = seed.pick('bizTrade', TRADES);
  return { legalName: `${prefix} ${trade} ${SUFFIX[constitution] ?? 'PRIVATE LIMITED'}`.toUpperCase(), tradeName: `${prefix} ${trade}` };
}
