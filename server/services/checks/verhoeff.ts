/** The Verhoeff check digit (dihedral group D5), as UIDAI uses for the last digit of an Aadhaar number. */

const MULTIPLICATION: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

const PERMUTATION: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const table = (rows: readonly (readonly number[])[], row: number, column: number) => rows[row]?.[column] ?? 0;

function checksum(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = table(MULTIPLICATION, c, table(PERMUTATION, (i + offset) % 8, Number(digit)));
  });
  return c;
}

/** The digit to append to `digits` (a string of digits) so that the whole passes the Verhoeff check. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('verhoeffCheckDigit takes digits only');
  return INVERSE[checksum(digits, 1)] ?? 0;
}

/** Whether a string of digits ends in its correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^[0-9]{2,}$/.test(digits) && checksum(digits, 0) === 0;
}
