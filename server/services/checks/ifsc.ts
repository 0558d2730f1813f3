/** IFSC structure (4 letters of the bank, the digit 0, 6 letters or digits of the branch) and the bank codes the sandbox knows. */

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Bank codes (the first four characters) of the banks the sandbox register holds. */
export const BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  BKID: 'Bank of India',
  IOBA: 'Indian Overseas Bank',
  IDIB: 'Indian Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
  FDRL: 'Federal Bank',
  RATN: 'RBL Bank',
  AUBL: 'AU Small Finance Bank',
  PYTM: 'Paytm Payments Bank',
  AIRP: 'Airtel Payments Bank',
};

export type IfscCheck = { valid: true; bankCode: string; branchCode: string; bankName: string | null } | { valid: false; problem: string };

/** Checks an IFSC's structure and names its bank when the sandbox knows the bank code. */
export function checkIfsc(ifsc: string): IfscCheck {
  if (!/^[A-Z0-9]{11}$/.test(ifsc)) return { valid: false, problem: 'ifsc must be 11 letters or digits' };
  if (!/^[A-Z]{4}/.test(ifsc)) return { valid: false, problem: 'ifsc must start with the 4 letters of the bank code' };
  if (ifsc.charAt(4) !== '0') return { valid: false, problem: 'ifsc must have 0 as its fifth character' };
  const bankCode = ifsc.slice(0, 4);
  return { valid: true, bankCode, branchCode: ifsc.slice(5), bankName: BANKS[bankCode] ?? null };
}
