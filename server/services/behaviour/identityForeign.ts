import { nameSimilarity } from '../../engine/nameSimilarity';
import { parseTd3 } from '../checks/mrz';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { epochSeconds, requiredText } from './inputs';
import { registeredName } from './people';
import { Seed } from './seed';

/** Score from which a claimed name matches the register's. */
const NAME_MATCH = 80;

/** Passport MRZ: parsed and check digits verified offline (ICAO 9303 TD3); a wrong check digit fails. */
export const passportMrz: ServiceBehaviour = (inputs, context) => {
  const line1 = requiredText(inputs, 'mrzLine1', { upper: true });
  if ('problem' in line1) return invalid(line1.problem);
  const line2 = requiredText(inputs, 'mrzLine2', { upper: true });
  if ('problem' in line2) return invalid(line2.problem);
  const parsed = parseTd3(line1.value, line2.value, new Date(context.now));
  if (!parsed.valid) return invalid(parsed.problem);
  const { fields } = parsed;
  if (!fields.checkDigitsValid) return invalid(`mrzLine2 has a wrong check digit: ${fields.wrongCheckDigits.join(', ')}`);
  return ok({
    docNumber: fields.docNumber,
    surname: fields.surname,
    givenNames: fields.givenNames,
    nationality: fields.nationality,
    dob: fields.dob,
    gender: fields.gender,
    expiryDate: fields.expiryDate,
    checkDigitsValid: true,
    isExpired: fields.expiryDate * 1000 < context.now,
  });
};

/** Indonesian provinces by the first two digits of a NIK. */
const PROVINCES: Readonly<Record<string, string>> = {
  '11': 'Aceh', '12': 'Sumatera Utara', '13': 'Sumatera Barat', '14': 'Riau', '15': 'Jambi', '16': 'Sumatera Selatan', '17': 'Bengkulu',
  '18': 'Lampung', '19': 'Kepulauan Bangka Belitung', '21': 'Kepulauan Riau', '31': 'DKI Jakarta', '32': 'Jawa Barat', '33': 'Jawa Tengah',
  '34': 'DI Yogyakarta', '35': 'Jawa Timur', '36': 'Banten', '51': 'Bali', '52': 'Nusa Tenggara Barat', '53': 'Nusa Tenggara Timur',
  '61': 'Kalimantan Barat', '62': 'Kalimantan Tengah', '63': 'Kalimantan Selatan', '64': 'Kalimantan Timur', '65': 'Kalimantan Utara',
  '71': 'Sulawesi Utara', '72': 'Sulawesi Tengah', '73': 'Sulawesi Selatan', '74': 'Sulawesi Tenggara', '75': 'Gorontalo', '76': 'Sulawesi Barat',
  '81': 'Maluku', '82': 'Maluku Utara', '91': 'Papua Barat', '92': 'Papua Barat Daya', '94': 'Papua', '95': 'Papua Selatan', '96': 'Papua Tengah', '97': 'Papua Pegunungan',
};

/** The birth date a NIK encodes (DDMMYY at positions 7-12; women add 40 to the day), as epoch seconds. */
function nikBirthDate(nik: string, now: number): number | null {
  const rawDay = Number(nik.slice(6, 8));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const year = yy > new Date(now).getUTCFullYear() % 100 ? 1900 + yy : 2000 + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / 1000;
}

const sameDay = (a: number, b: number) => Math.floor(a / 86_400) === Math.floor(b / 86_400);

/** NIK: province and birth date decoded offline; the serial 0000 is never issued (no record). */
export const nikVerification: ServiceBehaviour = (inputs, context) => {
  const nik = requiredText(inputs, 'nik', { pattern: /^[0-9]{16}$/, describe: 'must be 16 digits' });
  if ('problem' in nik) return invalid(nik.problem);
  const fullName = requiredText(inputs, 'fullName');
  if ('problem' in fullName) return invalid(fullName.problem);
  const dob = epochSeconds(inputs, 'dob');
  if ('problem' in dob) return invalid(dob.problem);
  const province = PROVINCES[nik.value.slice(0, 2)];
  if (!province) return invalid(`nik starts with ${nik.value.slice(0, 2)}, which is not an Indonesian province code`);
  if (nik.value.endsWith('0000')) return noRecord('No resident with this NIK in the Dukcapil register');
  const birthDate = nikBirthDate(nik.value, context.now);
  if (birthDate === null) return invalid('nik does not encode a valid birth date (DDMMYY at positions 7 to 12)');
  const name = registeredName(new Seed('nik', nik.value), fullName.value);
  return ok({
    nameMatch: nameSimilarity(fullName.value, name) >= NAME_MATCH,
    dobMatch: dob.value === undefined ? null : sameDay(dob.value, birthDate),
    province,
  });
};

const US_STATES = ['CA', 'NY', 'TX', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA'];

/** The sandbox death master file holds everyone born before 1920. */
const DEATH_MASTER_CUTOFF = Date.UTC(1920, 0, 1) / 1000;

/** SSN (last four): the serial 0000 is never issued (no record); people born before 1920 are on the death master file. */
export const ssnVerification: ServiceBehaviour = (inputs) => {
  const last4 = requiredText(inputs, 'ssnLast4', { pattern: /^[0-9]{4}$/, describe: 'must be 4 digits' });
  if ('problem' in last4) return invalid(last4.problem);
  for (const key of ['firstName', 'lastName']) {
    const name = requiredText(inputs, key);
    if ('problem' in name) return invalid(name.problem);
  }
  const dob = epochSeconds(inputs, 'dob');
  if ('problem' in dob) return invalid(dob.problem);
  if (dob.value === undefined) return invalid('dob is required');
  if (last4.value === '0000') return noRecord('The serial 0000 is never issued');
  const seed = new Seed('ssn', last4.value, inputs.firstName, inputs.lastName, dob.value);
  return ok({ isMatch: true, isDeceased: dob.value < DEATH_MASTER_CUTOFF, issuedState: seed.pick('state', US_STATES) });
};

/** PhilSys card number: 16 digits; numbers starting 0000 are not issued (no record). */
export const philsysVerification: ServiceBehaviour = (inputs) => {
  const pcn = requiredText(inputs, 'philsysNumber', { pattern: /^[0-9]{16}$/, describe: 'must be 16 digits' });
  if ('problem' in pcn) return invalid(pcn.problem);
  const fullName = requiredText(inputs, 'fullName');
  if ('problem' in fullName) return invalid(fullName.problem);
  if (pcn.value.startsWith('0000')) return noRecord('No PhilSys card with this number');
  const name = registeredName(new Seed('philsys', pcn.value), fullName.value);
  return ok({ nameMatch: nameSimilarity(fullName.value, name) >= NAME_MATCH, isValid: true });
};
