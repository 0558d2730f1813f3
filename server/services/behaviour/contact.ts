import { GEOGRAPHY_COUNTRY_CODES } from '~/contract/reference';
import { nameSimilarity } from '../../engine/nameSimilarity';
import { checkEmail } from '../checks/email';
import { checkPhone, type LineType } from '../checks/phone';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { requiredText, text, threshold } from './inputs';
import { indianPerson, indonesianName, registeredName } from './people';
import { clampScore, riskLevel } from './scores';
import { Seed } from './seed';

const CARRIERS: Readonly<Record<string, readonly string[]>> = {
  IN: ['Jio', 'Airtel', 'Vi', 'BSNL'],
  ID: ['Telkomsel', 'Indosat Ooredoo Hutchison', 'XL Axiata', 'Smartfren'],
  US: ['Verizon', 'AT&T', 'T-Mobile'],
  GB: ['EE', 'Vodafone', 'O2', 'Three'],
  PH: ['Globe', 'Smart', 'DITO'],
};
const LINE_RISK: Readonly<Record<LineType, number>> = { MOBILE: 5, FIXED_LINE_OR_MOBILE: 10, FIXED_LINE: 20, TOLL_FREE: 40, UNKNOWN: 40, VOIP: 60 };

/** The sandbox fraud list: numbers ending 0000 score high risk. */
const onFraudList = (e164: string) => e164.endsWith('0000');

/** Mobile risk: validity and line type from libphonenumber's metadata; the score weighs line type, porting and the sandbox fraud list. */
export const mobileRisk: ServiceBehaviour = (inputs) => {
  const phone = requiredText(inputs, 'phoneNumber');
  if ('problem' in phone) return invalid(phone.problem);
  const region = (text(inputs, 'countryCode') || 'IN').toUpperCase();
  if (!(GEOGRAPHY_COUNTRY_CODES as readonly string[]).includes(region)) return invalid(`countryCode must be one of ${GEOGRAPHY_COUNTRY_CODES.join(', ')}`);
  const check = checkPhone(phone.value, region);
  if (!check.valid) return invalid(check.problem);
  const seed = new Seed('mobile', check.e164);
  const isPorted = seed.chance('ported', 0.12);
  const carriers = CARRIERS[check.region];
  const score = clampScore(LINE_RISK[check.lineType] + (isPorted ? 10 : 0) + seed.int('jitter', 0, 10) + (onFraudList(check.e164) ? 70 : 0));
  return ok({
    isValid: true,
    lineType: check.lineType,
    carrier: check.lineType === 'VOIP' ? 'VoIP provider' : carriers ? seed.pick('carrier', carriers) : null,
    isPorted,
    riskScore: score,
    riskLevel: riskLevel(score),
  });
};

/** Email risk: syntax and the bundled disposable and free-provider lists, offline. */
export const emailRisk: ServiceBehaviour = (inputs) => {
  const email = requiredText(inputs, 'email');
  if ('problem' in email) return invalid(email.problem);
  const check = checkEmail(email.value);
  if (!check.valid) return invalid(check.problem);
  const seed = new Seed('email', email.value.toLowerCase());
  const digits = (check.localPart.match(/[0-9]/g) ?? []).length;
  const score = clampScore(5 + (check.isFreeProvider ? 10 : 0) + (check.isDisposable ? 70 : 0) + (digits >= 4 ? 10 : 0) + seed.int('jitter', 0, 8));
  return ok({
    isValidSyntax: true,
    isDisposable: check.isDisposable,
    isFreeProvider: check.isFreeProvider,
    domain: check.domain,
    riskScore: score,
    riskLevel: riskLevel(score),
  });
};

/** Mobile to name: Indian and Indonesian mobile numbers (national numbers read as Indian, else Indonesian); numbers ending 9999 have no name on record. */
export const mobileToName: ServiceBehaviour = (inputs) => {
  const phone = requiredText(inputs, 'phoneNumber');
  if ('problem' in phone) return invalid(phone.problem);
  const inIndia = checkPhone(phone.value, 'IN');
  const check = inIndia.valid || phone.value.startsWith('+') ? inIndia : checkPhone(phone.value, 'ID');
  if (!check.valid) return invalid(inIndia.valid ? check.problem : `phoneNumber ${phone.value} is not a valid Indian or Indonesian phone number`);
  if (check.region !== 'IN' && check.region !== 'ID') return noRecord('Mobile to Name covers Indian and Indonesian numbers');
  if (check.lineType !== 'MOBILE' && check.lineType !== 'FIXED_LINE_OR_MOBILE') return noRecord('The number is not a mobile number');
  if (check.e164.endsWith('9999')) return noRecord('No name is registered with this number');
  const seed = new Seed('mobile-to-name', check.e164);
  const fullName = text(inputs, 'fullName');
  const name = fullName ? registeredName(seed, fullName) : check.region === 'ID' ? indonesianName(seed) : indianPerson(seed).name;
  return ok({ name, nameMatchScore: fullName ? Math.round(nameSimilarity(fullName, name)) : null });
};

/** Name match: Jaro–Winkler over normalised tokens (server/engine/nameSimilarity.ts). */
export const nameMatch: ServiceBehaviour = (inputs) => {
  const name1 = requiredText(inputs, 'name1');
  if ('problem' in name1) return invalid(name1.problem);
  const name2 = requiredText(inputs, 'name2');
  if ('problem' in name2) return invalid(name2.problem);
  const limit = threshold(inputs, 80);
  if ('problem' in limit) return invalid(limit.problem);
  const score = Math.round(nameSimilarity(name1.value, name2.value));
  return ok({ score, isMatch: score >= limit.value });
};
