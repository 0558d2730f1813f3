import { DOCUMENT_TYPES, type DocumentType } from '~/contract/reference';
import { readImage } from '../checks/image';
import { mrzCheckDigit } from '../checks/mrz';
import { verhoeffCheckDigit } from '../checks/verhoeff';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { present, requiredText, text } from './inputs';
import { ageAt, dateOfBirth, indianPerson, indianPlace, indonesianName, streetAddress, type Gender } from './people';
import { samplePerson, type SamplePerson } from './samples';
import { Seed } from './seed';

/** File-name words that name a document type. */
const DOC_WORDS: Readonly<Record<string, DocumentType>> = {
  pan: 'PAN', aadhaar: 'AADHAAR', aadhar: 'AADHAAR', passport: 'PASSPORT', voter: 'VOTER_ID', epic: 'VOTER_ID',
  licence: 'DRIVING_LICENCE', license: 'DRIVING_LICENCE', dl: 'DRIVING_LICENCE', ktp: 'KTP',
};
const BLANK = ['blank', 'empty', 'selfie'];
const YEAR = 365.25 * 86_400;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Holder {
  name: string;
  fatherName: string;
  gender: Gender;
  dob: number;
}

const EMPTY_FIELDS = [
  'docSubType', 'docNumber', 'fileNumber', 'name', 'fatherName', 'motherName', 'spouseName', 'dob', 'doi', 'doe', 'gender', 'age', 'nationality',
  'address', 'addressLine1', 'addressLine2', 'city', 'state', 'pincode', 'mrzLine1', 'mrzLine2', 'qr',
] as const;

const mrzName = (value: string) => value.toUpperCase().replace(/[^A-Z]+/g, '<');
const yymmdd = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(2, 10).replace(/-/g, '');

/** TD3 lines for an Indian passport, with correct check digits. */
function passportMrz(holder: Holder, number: string, expiry: number): [string, string] {
  const parts = holder.name.split(' ');
  const surname = parts[parts.length - 1] ?? '';
  const given = parts.slice(0, -1).join(' ');
  const line1 = `P<IND${mrzName(surname)}<<${mrzName(given)}`.padEnd(44, '<').slice(0, 44);
  const doc = number.padEnd(9, '<');
  const dob = yymmdd(holder.dob);
  const exp = yymmdd(expiry);
  const personal = '<'.repeat(14);
  const body = `${doc}${mrzCheckDigit(doc)}IND${dob}${mrzCheckDigit(dob)}${holder.gender === 'FEMALE' ? 'F' : 'M'}${exp}${mrzCheckDigit(exp)}${personal}<`;
  const composite = body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43);
  return [line1, `${body}${mrzCheckDigit(composite)}`];
}

/** The fields the document shows, drawn from the seed (or the sample person). */
function readDocument(type: DocumentType, seed: Seed, sample: SamplePerson | undefined, now: number): Record<string, unknown> {
  const person = indianPerson(seed);
  const holder: Holder = sample ?? { name: person.name.toUpperCase(), fatherName: person.fatherName.toUpperCase(), gender: person.gender, dob: dateOfBirth(seed) };
  const place = indianPlace(seed);
  const street = streetAddress(seed, place);
  const address = { address: street.full, addressLine1: street.line1, addressLine2: street.line2, city: place.city, state: place.state, pincode: place.pincode };
  const issued = Math.round(Math.min(holder.dob + seed.int('issueAge', 19, 30) * YEAR, now / 1000 - 30 * 86_400));
  const common = { name: holder.name, dob: holder.dob, gender: holder.gender, age: ageAt(holder.dob, now), nationality: 'IND' };
  switch (type) {
    case 'PAN': {
      const pan = sample?.pan ?? `${seed.chars('panA', 3, LETTERS)}P${holder.name.split(' ').pop()?.charAt(0) ?? 'A'}${seed.chars('panD', 4)}${seed.chars('panZ', 1, LETTERS)}`;
      const ePan = seed.chance('epan', 0.5);
      return { ...common, docSubType: ePan ? 'E_PAN' : 'PHYSICAL', docNumber: pan, fatherName: holder.fatherName, qr: ePan ? JSON.stringify({ pan, name: holder.name, dob: yymmdd(holder.dob) }) : null };
    }
    case 'AADHAAR': {
      const first11 = `${seed.int('aadhaarLead', 2, 9)}${seed.chars('aadhaar', 10)}`;
      const number = `${first11}${verhoeffCheckDigit(first11)}`;
      return {
        ...common,
        ...address,
        docSubType: 'FRONT_AND_BACK',
        docNumber: `XXXX XXXX ${number.slice(8)}`,
        qr: JSON.stringify({ referenceId: `${number.slice(8)}${seed.chars('ref', 17)}`, name: holder.name, gender: holder.gender.charAt(0), pincode: place.pincode }),
      };
    }
    case 'PASSPORT': {
      const number = sample?.passportNumber ?? `${seed.chars('ppL', 1, LETTERS)}${seed.chars('ppD', 7)}`;
      const doi = Math.max(issued, Math.round(now / 1000 - seed.int('ppAge', 1, 9) * YEAR));
      const doe = Math.round(doi + 10 * YEAR - 86_400);
      const [mrzLine1, mrzLine2] = passportMrz(holder, number, doe);
      return { ...common, ...address, docSubType: 'REGULAR', docNumber: number, fileNumber: `${place.city.slice(0, 2).toUpperCase()}${seed.chars('file', 13)}`, fatherName: holder.fatherName, doi, doe, mrzLine1, mrzLine2 };
    }
    case 'VOTER_ID':
      return { ...common, ...address, docSubType: 'EPIC', docNumber: `${seed.chars('epicL', 3, LETTERS)}${seed.chars('epicD', 7)}`, fatherName: holder.fatherName };
    case 'DRIVING_LICENCE': {
      const doe = Math.round(Math.min(issued + 20 * YEAR, holder.dob + 50 * YEAR));
      return { ...common, ...address, docSubType: 'SMART_CARD', docNumber: `MH${seed.chars('rto', 2)}${new Date(issued * 1000).getUTCFullYear()}${seed.chars('dl', 7)}`, fatherName: holder.fatherName, doi: issued, doe };
    }
    case 'KTP': {
      const dob = new Date(holder.dob * 1000);
      const day = dob.getUTCDate() + (holder.gender === 'FEMALE' ? 40 : 0);
      const nik = `317405${String(day).padStart(2, '0')}${yymmdd(holder.dob).slice(2, 4)}${yymmdd(holder.dob).slice(0, 2)}${seed.int('nikSerial', 1, 9999).toString().padStart(4, '0')}`;
      return { ...common, name: indonesianName(seed).toUpperCase(), nationality: 'IDN', docSubType: 'E_KTP', docNumber: nik, address: `Jl. Kebon Sirih No. ${seed.int('jl', 1, 99)}, Jakarta Pusat`, city: 'Jakarta Pusat', state: 'DKI Jakarta', pincode: '10340' };
    }
  }
}

/**
 * Document OCR. The document type is `documentType` when sent, else a word of the image's file name
 * (pan, aadhaar, passport, voter, licence, ktp), else drawn from the image; file names with blank,
 * empty or selfie hold no document (no record). Sample images of the sandbox show fixed people.
 */
export const documentOcr: ServiceBehaviour = (inputs, context) => {
  const front = requiredText(inputs, 'documentImage');
  if ('problem' in front) return invalid(front.problem);
  const image = readImage('documentImage', front.value);
  if ('problem' in image) return invalid(image.problem);
  if (present(inputs, 'documentBackImage')) {
    const back = readImage('documentBackImage', text(inputs, 'documentBackImage') ?? '');
    if ('problem' in back) return invalid(back.problem);
  }
  const requested = text(inputs, 'documentType')?.toUpperCase();
  if (requested && !(DOCUMENT_TYPES as readonly string[]).includes(requested)) return invalid(`documentType must be one of ${DOCUMENT_TYPES.join(', ')}`);
  if (image.tokens.some((t) => BLANK.includes(t))) return noRecord('No identity document was found in the image');
  const seed = new Seed('ocr', image.key);
  const type = (requested as DocumentType | undefined) ?? image.tokens.map((t) => DOC_WORDS[t]).find(Boolean) ?? seed.pick('docType', DOCUMENT_TYPES);
  const fields = readDocument(type, seed, samplePerson(image.tokens), context.now);
  const outputs: Record<string, unknown> = Object.fromEntries(EMPTY_FIELDS.map((key) => [key, null]));
  Object.assign(outputs, fields, { docType: type });
  const confidence = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null).map(([key]) => [key, Number((0.9 + seed.fraction(`conf:${key}`) * 0.09).toFixed(2))]));
  outputs.meta = { confidence, imageQuality: { blur: seed.pick('blur', ['NONE', 'LOW']), glare: seed.pick('glare', ['NONE', 'NONE', 'LOW']), resolution: 'HIGH' }, source: image.kind };
  return ok(outputs);
};
