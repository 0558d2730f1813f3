import { nameSimilarity } from '../../engine/nameSimilarity';
import { checkPan, type PanHolderType } from '../checks/pan';
import { isVerhoeffValid } from '../checks/verhoeff';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { businessName } from './businesses';
import { consentProblem } from './consent';
import { epochSeconds, requiredText, text } from './inputs';
import { ageAt, dateOfBirth, indianPerson, indianPlace, registeredName } from './people';
import { Seed } from './seed';

const PAN_CONSTITUTION: Partial<Record<PanHolderType, string>> = { COMPANY: 'PRIVATE', FIRM: 'FIRM', TRUST: 'TRUST', HUF: 'HUF' };

/**
 * PAN: structure and holder type offline; the name on record starts (individuals: the surname) with
 * the fifth character. No record when the fifth letter is X and the digits are 9999.
 */
export const panVerification: ServiceBehaviour = (inputs) => {
  const pan = requiredText(inputs, 'pan', { upper: true });
  if ('problem' in pan) return invalid(pan.problem);
  const check = checkPan(pan.value);
  if (!check.valid) return invalid(check.problem);
  const dob = epochSeconds(inputs, 'dob');
  if ('problem' in dob) return invalid(dob.problem);
  if (pan.value.charAt(4) === 'X' && pan.value.slice(5, 9) === '9999') return noRecord('No PAN record in the income-tax register');
  const seed = new Seed('pan', pan.value);
  const fullName = text(inputs, 'fullName');
  const constitution = PAN_CONSTITUTION[check.holderType];
  const name =
    check.holderType === 'INDIVIDUAL'
      ? fullName
        ? registeredName(seed, fullName)
        : indianPerson(seed, pan.value.charAt(4)).name.toUpperCase()
      : businessName(seed, constitution ?? 'PRIVATE', pan.value.charAt(4)).legalName;
  return ok({
    name,
    panType: check.holderType,
    nameMatchScore: fullName ? Math.round(nameSimilarity(fullName, name)) : null,
    dobMatch: dob.value === undefined ? null : true,
    aadhaarLinked: check.holderType === 'INDIVIDUAL' ? seed.chance('aadhaarLinked', 0.9) : false,
  });
};

const AGE_BANDS = [
  { band: '18-20', from: 18, to: 20 },
  { band: '20-30', from: 20, to: 30 },
  { band: '30-40', from: 30, to: 40 },
  { band: '40-50', from: 40, to: 50 },
  { band: '50-60', from: 50, to: 60 },
] as const;

/** Aadhaar: Verhoeff check digit offline; consent required; numbers starting 99999999 have no record. */
export const aadhaarVerification: ServiceBehaviour = (inputs, context) => {
  const number = requiredText(inputs, 'aadhaarNumber', { pattern: /^[2-9][0-9]{11}$/, describe: 'must be 12 digits, the first 2 to 9' });
  if ('problem' in number) return invalid(number.problem);
  if (!isVerhoeffValid(number.value)) return invalid('aadhaarNumber has a wrong Verhoeff check digit');
  const consent = consentProblem(inputs);
  if (consent) return invalid(consent);
  if (number.value.startsWith('99999999')) return noRecord('No Aadhaar number issued with this number');
  const seed = new Seed('aadhaar', number.value);
  const person = indianPerson(seed);
  const age = ageAt(dateOfBirth(seed), context.now);
  return ok({
    maskedAadhaar: `XXXXXXXX${number.value.slice(8)}`,
    ageBand: age >= 60 ? '60+' : (AGE_BANDS.find((b) => age >= b.from && age < b.to)?.band ?? '18-20'),
    gender: person.gender,
    state: indianPlace(seed).state,
    isMobileLinked: seed.chance('mobileLinked', 0.92),
  });
};

/** Voter ID (EPIC): 3 letters and 7 digits; the serial 0000000 has no elector. */
export const voterIdVerification: ServiceBehaviour = (inputs, context) => {
  const epic = requiredText(inputs, 'voterId', { upper: true, pattern: /^[A-Z]{3}[0-9]{7}$/, describe: 'must be 3 letters and 7 digits' });
  if ('problem' in epic) return invalid(epic.problem);
  if (epic.value.endsWith('0000000')) return noRecord('No elector with this EPIC number in the electoral roll');
  const seed = new Seed('voter', epic.value);
  const person = indianPerson(seed);
  const place = indianPlace(seed);
  return ok({
    name: person.name,
    relativeName: person.fatherName,
    gender: person.gender,
    age: ageAt(dateOfBirth(seed), context.now),
    state: place.state,
    district: place.district,
    assemblyConstituency: place.constituency,
  });
};

/** RTO state codes of Indian driving licences. */
const LICENCE_STATES: ReadonlySet<string> = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DD', 'DL', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP',
  'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TN', 'TR', 'TS', 'UK', 'UP', 'WB',
]);
const VEHICLE_CLASS_SETS = [['MCWG', 'LMV'], ['LMV'], ['MCWG'], ['MCWG', 'LMV', 'TRANS'], ['LMV', 'LMV-NT']] as const;
const YEAR_SECONDS = 365.25 * 24 * 3600;

/**
 * Driving licence: state code, RTO, issue year and serial; the serial 0000000 has no licence.
 * Validity follows the Motor Vehicles Act for non-transport licences: 20 years or to age 50,
 * whichever comes first (5 years when issued after 50).
 */
export const drivingLicenceVerification: ServiceBehaviour = (inputs, context) => {
  const dl = requiredText(inputs, 'drivingLicenceNumber', { upper: true, pattern: /^[A-Z]{2}[0-9]{13}$/, describe: 'must be a state code, RTO code, year and serial (MH1220110012345)' });
  if ('problem' in dl) return invalid(dl.problem);
  const dob = epochSeconds(inputs, 'dob');
  if ('problem' in dob) return invalid(dob.problem);
  if (dob.value === undefined) return invalid('dob is required');
  const state = dl.value.slice(0, 2);
  if (!LICENCE_STATES.has(state)) return invalid(`drivingLicenceNumber starts with ${state}, which is not an Indian state code`);
  const year = Number(dl.value.slice(4, 8));
  const currentYear = new Date(context.now).getUTCFullYear();
  if (year < 1950 || year > currentYear) return invalid(`drivingLicenceNumber has ${year} as its year of issue`);
  if (dl.value.endsWith('0000000')) return noRecord('No licence with this number in the Sarathi register');
  const seed = new Seed('dl', dl.value);
  const validFrom = Date.UTC(year, seed.int('issueMonth', 0, 11), seed.int('issueDay', 1, 28)) / 1000;
  const fiftieth = dob.value + 50 * YEAR_SECONDS;
  const validTo = Math.round(fiftieth > validFrom ? Math.min(validFrom + 20 * YEAR_SECONDS, fiftieth) : validFrom + 5 * YEAR_SECONDS);
  const classes = seed.pick('classes', VEHICLE_CLASS_SETS);
  return ok({
    name: indianPerson(seed).name.toUpperCase(),
    validFrom,
    validTo,
    vehicleClasses: [...classes],
    isValid: validTo * 1000 > context.now,
  });
};
