import { addressSimilarity, pincodeOf } from '../checks/addressSimilarity';
import { checkGstin } from '../checks/gstin';
import { checkPan, type PanHolderType } from '../checks/pan';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { businessName } from './businesses';
import { requiredText, text, threshold } from './inputs';
import { indianPerson, indianPlace, indianPlaceIn, streetAddress } from './people';
import { Seed } from './seed';

const CONSTITUTIONS: Partial<Record<PanHolderType, { name: string; kind: string }>> = {
  COMPANY: { name: 'Private Limited Company', kind: 'PRIVATE' },
  FIRM: { name: 'Limited Liability Partnership', kind: 'LLP' },
  HUF: { name: 'Hindu Undivided Family', kind: 'HUF' },
  TRUST: { name: 'Trust', kind: 'TRUST' },
  INDIVIDUAL: { name: 'Proprietorship', kind: 'FIRM' },
};
/** GST registration began on 1 July 2017. */
const GST_START = Date.UTC(2017, 6, 1) / 1000;

/**
 * GSTIN: structure, state code and mod-36 check character offline. Sandbox register: a GSTIN whose
 * PAN has no record (fifth letter X, digits 9999) has none either; PAN digits 0000 are cancelled,
 * 0001 suspended, the rest active.
 */
export const gstinVerification: ServiceBehaviour = (inputs, context) => {
  const gstin = requiredText(inputs, 'gstin', { upper: true });
  if ('problem' in gstin) return invalid(gstin.problem);
  const check = checkGstin(gstin.value);
  if (!check.valid) return invalid(check.problem);
  const pan = checkPan(check.pan);
  if (!pan.valid) return invalid(`gstin holds an invalid PAN: ${pan.problem}`);
  const digits = check.pan.slice(5, 9);
  if (check.pan.charAt(4) === 'X' && digits === '9999') return noRecord('No taxpayer with this GSTIN in the GST register');
  const seed = new Seed('gstin', gstin.value);
  const constitution = CONSTITUTIONS[pan.holderType] ?? { name: 'Others', kind: 'PRIVATE' };
  const initial = check.pan.charAt(4);
  const names = pan.holderType === 'INDIVIDUAL' ? { legalName: indianPerson(seed, initial).name.toUpperCase(), tradeName: businessName(seed, 'FIRM').tradeName } : businessName(seed, constitution.kind, initial);
  const registered = GST_START + seed.int('registeredDays', 0, Math.max(0, Math.floor((context.now / 1000 - GST_START) / 86_400) - 30)) * 86_400;
  return ok({
    legalName: names.legalName,
    tradeName: names.tradeName,
    gstinStatus: digits === '0000' ? 'CANCELLED' : digits === '0001' ? 'SUSPENDED' : 'ACTIVE',
    registrationDate: registered,
    constitution: constitution.name,
    stateCode: check.stateCode,
    pan: check.pan,
    address: streetAddress(seed, indianPlaceIn(seed, check.state)).full,
  });
};

const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
const LLPIN_PATTERN = /^[A-Z]{3}-[0-9]{4}$/;
const UK_COMPANY_PATTERN = /^(?:[0-9]{8}|[A-Z]{2}[0-9]{6})$/;
const CIN_STATES: Readonly<Record<string, string>> = {
  MH: 'Maharashtra', KA: 'Karnataka', DL: 'Delhi', TN: 'Tamil Nadu', TG: 'Telangana', WB: 'West Bengal', GJ: 'Gujarat', KL: 'Kerala', UP: 'Uttar Pradesh',
};
const CLASS_OF: Readonly<Record<string, string>> = { PTC: 'PRIVATE', PLC: 'PUBLIC', OPC: 'OPC', FTC: 'PRIVATE', GOI: 'PUBLIC', SGC: 'PUBLIC', NPL: 'PRIVATE' };
const STATUS_BY_SERIAL: Readonly<Record<string, string>> = { '000001': 'STRIKE_OFF', '000002': 'UNDER_LIQUIDATION', '000003': 'DORMANT' };

/**
 * Company registry: by CIN (India), LLPIN or Companies House number (UK), else by name. Sandbox
 * register: serial 000000 has no company, 000001 is struck off, 000002 under liquidation, 000003
 * dormant; names containing "no such" have none.
 */
export const companyRegistry: ServiceBehaviour = (inputs, context) => {
  const number = text(inputs, 'cin')?.toUpperCase();
  const name = text(inputs, 'companyName');
  if (!number && !name) return invalid('Give cin or companyName');
  const now = new Date(context.now);
  if (number) {
    const india = CIN_PATTERN.test(number);
    if (!india && !LLPIN_PATTERN.test(number) && !UK_COMPANY_PATTERN.test(number)) {
      return invalid('cin must be a 21-character CIN (U72900KA2015PTC082988), an LLPIN (AAA-1234) or an 8-character UK company number');
    }
    const serial = india ? number.slice(15) : number.replace(/[^0-9]/g, '').padStart(6, '0').slice(-6);
    if (/^0+$/.test(serial)) return noRecord('No company with this number in the registry');
    const year = india ? Number(number.slice(8, 12)) : undefined;
    if (year !== undefined && (year < 1850 || year > now.getUTCFullYear())) return invalid(`cin has ${year} as its year of incorporation`);
    const seed = new Seed('company', number);
    const companyClass = india ? (CLASS_OF[number.slice(12, 15)] ?? (number.startsWith('L') ? 'PUBLIC' : 'PRIVATE')) : LLPIN_PATTERN.test(number) ? 'LLP' : 'PRIVATE';
    return ok(companyRecord(seed, { cin: number, companyName: businessName(seed, companyClass).legalName, companyClass, status: STATUS_BY_SERIAL[serial] ?? 'ACTIVE', year, state: india ? CIN_STATES[number.slice(6, 8)] : undefined }, context.now));
  }
  const companyName = name ?? '';
  if (/no such/i.test(companyName)) return noRecord('No company of that name in the registry');
  const seed = new Seed('company-name', companyName.toUpperCase());
  const companyClass = /\bLLP\b/i.test(companyName) ? 'LLP' : /\bprivate\b|\bpvt\b/i.test(companyName) ? 'PRIVATE' : /\blimited\b|\bltd\b/i.test(companyName) ? 'PUBLIC' : 'PRIVATE';
  const year = seed.int('year', 1995, now.getUTCFullYear() - 1);
  const place = indianPlace(seed);
  const cin = companyClass === 'LLP' ? `${seed.chars('llp', 3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}-${seed.chars('llpD', 4)}` : `U${seed.chars('nic', 5)}${place.state === 'Karnataka' ? 'KA' : 'MH'}${year}${companyClass === 'PUBLIC' ? 'PLC' : 'PTC'}${seed.int('serial', 10, 999999).toString().padStart(6, '0')}`;
  return ok(companyRecord(seed, { cin, companyName: companyName.toUpperCase(), companyClass, status: 'ACTIVE', year, state: place.state }, context.now));
};

function companyRecord(seed: Seed, record: { cin: string; companyName: string; companyClass: string; status: string; year: number | undefined; state: string | undefined }, now: number) {
  const year = record.year ?? seed.int('year', 1995, new Date(now).getUTCFullYear() - 1);
  const incorporated = Math.min(Date.UTC(year, seed.int('incMonth', 0, 11), seed.int('incDay', 1, 28)), now - 86_400_000) / 1000;
  const count = record.companyClass === 'OPC' ? 1 : seed.int('directors', 2, 5);
  const directors = Array.from({ length: count }, (_, i) => indianPerson(new Seed(seed.fraction(`director${i}`))).name.toUpperCase());
  const place = record.state ? indianPlaceIn(seed, record.state) : indianPlace(seed);
  return {
    companyName: record.companyName,
    cin: record.cin,
    companyStatus: record.status,
    incorporationDate: Math.round(incorporated),
    companyClass: record.companyClass,
    directorCount: directors.length,
    directors,
    registeredAddress: streetAddress(seed, place).full,
  };
}

/** Address match: token Dice similarity after expanding abbreviations, with a PIN code check, offline. */
export const addressMatch: ServiceBehaviour = (inputs) => {
  const first = requiredText(inputs, 'address1');
  if ('problem' in first) return invalid(first.problem);
  const second = requiredText(inputs, 'address2');
  if ('problem' in second) return invalid(second.problem);
  const limit = threshold(inputs, 70);
  if ('problem' in limit) return invalid(limit.problem);
  const score = addressSimilarity(first.value, second.value);
  const pinA = pincodeOf(first.value);
  const pinB = pincodeOf(second.value);
  return ok({ score, isMatch: score >= limit.value, pincodeMatch: pinA !== null && pinA === pinB });
};
