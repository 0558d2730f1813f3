import type { Seed } from './seed';

/** Name and place pools the sandbox draws plausible records from. */

const INDIAN_GIVEN_MALE = ['Aarav', 'Arjun', 'Rahul', 'Ravi', 'Suresh', 'Vikram', 'Amit', 'Rohan', 'Karthik', 'Manoj', 'Sanjay', 'Anil', 'Deepak', 'Nikhil', 'Pranav'];
const INDIAN_GIVEN_FEMALE = ['Priya', 'Ananya', 'Kavya', 'Neha', 'Pooja', 'Sneha', 'Divya', 'Meera', 'Lakshmi', 'Aishwarya', 'Ritu', 'Swati', 'Isha', 'Nandini', 'Shreya'];
const INDIAN_MIDDLE = ['Kumar', 'Prasad', 'Chandra', 'Mohan', 'Lal', 'Devi', 'Rani', 'Bai'];
const INDIAN_SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Mehta', 'Gupta', 'Singh', 'Rao', 'Das', 'Joshi', 'Kulkarni', 'Menon', 'Banerjee', 'Chopra'];
/** A surname for each initial: an individual's PAN has the surname's initial as its fifth character. */
const SURNAME_BY_INITIAL: Readonly<Record<string, string>> = {
  A: 'Agarwal', B: 'Banerjee', C: 'Chopra', D: 'Desai', E: 'Easwaran', F: 'Fernandes', G: 'Gupta', H: 'Hegde', I: 'Iyer', J: 'Joshi', K: 'Kulkarni',
  L: 'Lal', M: 'Mehta', N: 'Nair', O: 'Oberoi', P: 'Patel', Q: 'Qureshi', R: 'Rao', S: 'Sharma', T: 'Thakur', U: 'Upadhyay', V: 'Verma', W: 'Wadia',
  X: 'Xavier', Y: 'Yadav', Z: 'Zaveri',
};
const INDONESIAN_NAMES = ['Budi Santoso', 'Siti Rahayu', 'Agus Setiawan', 'Dewi Lestari', 'Eko Prasetyo', 'Rina Wulandari', 'Hendra Gunawan', 'Putri Maharani'];
const FILIPINO_NAMES = ['Maria Santos Cruz', 'Jose Reyes Garcia', 'Ana Dela Cruz', 'Mark Anthony Ramos', 'Kristine Bautista', 'Juan Miguel Lopez'];

export type Gender = 'MALE' | 'FEMALE';

export interface IndianPerson {
  name: string;
  gender: Gender;
  fatherName: string;
}

/** A plausible Indian person (name with an optional middle name, gender, father's name), with a surname of `initial` when given. */
export function indianPerson(seed: Seed, initial?: string): IndianPerson {
  const gender: Gender = seed.chance('gender', 0.55) ? 'MALE' : 'FEMALE';
  const given = seed.pick('given', gender === 'MALE' ? INDIAN_GIVEN_MALE : INDIAN_GIVEN_FEMALE);
  const surname = (initial && SURNAME_BY_INITIAL[initial.toUpperCase()]) || seed.pick('surname', INDIAN_SURNAMES);
  const middle = gender === 'MALE' && seed.chance('middle', 0.4) ? ` ${seed.pick('middleName', INDIAN_MIDDLE.slice(0, 5))}` : '';
  const father = `${seed.pick('father', INDIAN_GIVEN_MALE)} ${surname}`;
  return { name: `${given}${middle} ${surname}`, gender, fatherName: father };
}

export const indonesianName = (seed: Seed) => seed.pick('idName', INDONESIAN_NAMES);
export const filipinoName = (seed: Seed) => seed.pick('phName', FILIPINO_NAMES);

/**
 * The name a register holds for a person who gave `claimed`: the sandbox register agrees with the
 * name sent, upper-cased, sometimes with the middle names shortened to initials (as registers do).
 */
export function registeredName(seed: Seed, claimed: string): string {
  const tokens = claimed.trim().split(/\s+/).filter(Boolean);
  const upper = tokens.map((t) => t.toUpperCase());
  if (upper.length >= 3 && seed.chance('initials', 0.3)) return [upper[0], ...upper.slice(1, -1).map((t) => t.charAt(0)), upper[upper.length - 1]].join(' ');
  return upper.join(' ');
}

export interface IndianPlace {
  state: string;
  district: string;
  city: string;
  constituency: string;
  pincode: string;
}

const INDIAN_PLACES: readonly IndianPlace[] = [
  { state: 'Maharashtra', district: 'Pune', city: 'Pune', constituency: 'Kothrud', pincode: '411038' },
  { state: 'Maharashtra', district: 'Mumbai Suburban', city: 'Mumbai', constituency: 'Andheri West', pincode: '400058' },
  { state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru', constituency: 'Jayanagar', pincode: '560041' },
  { state: 'Tamil Nadu', district: 'Chennai', city: 'Chennai', constituency: 'Mylapore', pincode: '600004' },
  { state: 'Delhi', district: 'New Delhi', city: 'New Delhi', constituency: 'Greater Kailash', pincode: '110048' },
  { state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad', constituency: 'Jubilee Hills', pincode: '500033' },
  { state: 'West Bengal', district: 'Kolkata', city: 'Kolkata', constituency: 'Ballygunge', pincode: '700019' },
  { state: 'Gujarat', district: 'Ahmedabad', city: 'Ahmedabad', constituency: 'Ellisbridge', pincode: '380006' },
  { state: 'Kerala', district: 'Ernakulam', city: 'Kochi', constituency: 'Ernakulam', pincode: '682011' },
  { state: 'Uttar Pradesh', district: 'Lucknow', city: 'Lucknow', constituency: 'Lucknow Central', pincode: '226001' },
];

export const indianPlace = (seed: Seed): IndianPlace => seed.pick('place', INDIAN_PLACES);

/** A place in the given state when the sandbox knows one, else any. */
export function indianPlaceIn(seed: Seed, state: string): IndianPlace {
  const inState = INDIAN_PLACES.filter((place) => place.state === state);
  return inState.length ? seed.pick('placeInState', inState) : indianPlace(seed);
}

const STREETS = ['MG Road', 'Station Road', 'Link Road', 'Church Street', 'Nehru Nagar', 'Gandhi Chowk', 'Residency Road', 'Park Street'];

/** A plausible street address in the place. */
export function streetAddress(seed: Seed, place: IndianPlace): { line1: string; line2: string; full: string } {
  const line1 = `${seed.int('house', 1, 250)}, ${seed.pick('street', STREETS)}`;
  const line2 = `Near ${seed.pick('landmark', ['City Hospital', 'Central Bus Stand', 'Post Office', 'Metro Station', 'Public Library'])}`;
  return { line1, line2, full: `${line1}, ${line2}, ${place.city}, ${place.state} ${place.pincode}` };
}

/** Epoch seconds of a plausible date of birth (age 21 to 65 on 1 January 2025). */
export function dateOfBirth(seed: Seed): number {
  const year = seed.int('dobYear', 1960, 2004);
  return Date.UTC(year, seed.int('dobMonth', 0, 11), seed.int('dobDay', 1, 28)) / 1000;
}

/** Whole years from `dob` (epoch seconds) to `now` (epoch ms). */
export function ageAt(dob: number, now: number): number {
  const birth = new Date(dob * 1000);
  const today = new Date(now);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  if (today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate())) age--;
  return age;
}
