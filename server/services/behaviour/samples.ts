import type { Gender } from './people';

/** A person the sandbox's sample images show (https://sandbox.veriflow.test/samples/...). */
export interface SamplePerson {
  id: string;
  name: string;
  fatherName: string;
  gender: Gender;
  dob: number;
  pan: string;
  passportNumber: string;
}

const RAVI: SamplePerson = {
  id: 'ravi',
  name: 'RAVI KUMAR SHARMA',
  fatherName: 'SURESH SHARMA',
  gender: 'MALE',
  dob: 631152000,
  pan: 'ABCPE1234F',
  passportNumber: 'J8369854',
};
const PRIYA: SamplePerson = {
  id: 'priya',
  name: 'PRIYA NAIR',
  fatherName: 'MOHAN NAIR',
  gender: 'FEMALE',
  dob: 725846400,
  pan: 'BQNPN4821K',
  passportNumber: 'K4471203',
};

/** Sample images by the first word of their file name. */
const SAMPLE_OWNERS: Readonly<Record<string, SamplePerson>> = { pan: RAVI, passport: RAVI, aadhaar: RAVI, selfie: RAVI };

/** The person a sample image shows: a name word (ravi, priya) wins over the document word. */
export function samplePerson(tokens: readonly string[]): SamplePerson | undefined {
  if (tokens.includes('priya')) return PRIYA;
  if (tokens.includes('ravi')) return RAVI;
  return tokens[0] ? SAMPLE_OWNERS[tokens[0]] : undefined;
}
