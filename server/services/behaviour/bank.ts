import { nameSimilarity } from '../../engine/nameSimilarity';
import { checkIfsc } from '../checks/ifsc';
import { invalid, noRecord, ok, sourceUnavailable, type ServiceBehaviour } from './answer';
import { requiredText, text } from './inputs';
import { indianPerson, indianPlace, registeredName } from './people';
import { Seed } from './seed';
import { untilAborted } from './timing';

/** Sandbox accounts that exercise failures: the first never answers (time-out), the second's bank is down. */
export const TIMEOUT_ACCOUNT = '999999999408';
export const UNAVAILABLE_ACCOUNT = '999999999503';

/** Bank account (penny drop): IFSC structure offline; an all-zero account has no record. */
export const bankAccountVerification: ServiceBehaviour = async (inputs, context) => {
  const account = requiredText(inputs, 'accountNumber', { pattern: /^[0-9]{9,18}$/, describe: 'must be 9 to 18 digits' });
  if ('problem' in account) return invalid(account.problem);
  const ifsc = requiredText(inputs, 'ifsc', { upper: true });
  if ('problem' in ifsc) return invalid(ifsc.problem);
  const branch = checkIfsc(ifsc.value);
  if (!branch.valid) return invalid(branch.problem);
  if (account.value === TIMEOUT_ACCOUNT) return untilAborted(context.signal);
  if (account.value === UNAVAILABLE_ACCOUNT) return sourceUnavailable();
  if (!branch.bankName) return noRecord(`No bank with the code ${branch.bankCode}`);
  if (/^0+$/.test(account.value)) return noRecord('The bank reports no open account with this number');
  const seed = new Seed('bank-account', account.value, ifsc.value);
  const fullName = text(inputs, 'fullName');
  const nameAtBank = fullName ? registeredName(seed, fullName) : indianPerson(seed).name.toUpperCase();
  return ok({
    accountExists: true,
    nameAtBank,
    nameMatchScore: fullName ? Math.round(nameSimilarity(fullName, nameAtBank)) : null,
    bankName: branch.bankName,
    utr: `${branch.bankCode}R5${seed.chars('utr', 16)}`,
  });
};

const BRANCH_AREAS = ['Main Branch', 'Fort', 'Market Yard', 'Civil Lines', 'Camp', 'Industrial Estate', 'Railway Station Road', 'University Road'];

/** IFSC: structure offline; a bank code the sandbox does not know has no record. */
export const ifscLookup: ServiceBehaviour = (inputs) => {
  const ifsc = requiredText(inputs, 'ifsc', { upper: true });
  if ('problem' in ifsc) return invalid(ifsc.problem);
  const check = checkIfsc(ifsc.value);
  if (!check.valid) return invalid(check.problem);
  if (!check.bankName) return noRecord(`No bank with the code ${check.bankCode}`);
  const seed = new Seed('ifsc', ifsc.value);
  const place = indianPlace(seed);
  return ok({
    bankName: check.bankName,
    branch: `${seed.pick('area', BRANCH_AREAS)}, ${place.city}`,
    city: place.city,
    state: place.state,
    micr: `${place.pincode.slice(0, 3)}${seed.chars('micrBank', 3)}${seed.chars('micrBranch', 3)}`,
    upiEnabled: seed.chance('upi', 0.95),
    impsEnabled: seed.chance('imps', 0.97),
    neftEnabled: true,
  });
};

/** UPI handles the sandbox knows and their payment service providers. */
const UPI_HANDLES: Readonly<Record<string, string>> = {
  okhdfcbank: 'Google Pay (HDFC Bank)', okaxis: 'Google Pay (Axis Bank)', oksbi: 'Google Pay (State Bank of India)', okicici: 'Google Pay (ICICI Bank)',
  ybl: 'PhonePe (Yes Bank)', ibl: 'PhonePe (IndusInd Bank)', axl: 'PhonePe (Axis Bank)', paytm: 'Paytm Payments Bank', ptyes: 'Paytm (Yes Bank)',
  apl: 'Amazon Pay (Axis Bank)', upi: 'BHIM (NPCI)', hdfcbank: 'HDFC Bank', icici: 'ICICI Bank', sbi: 'State Bank of India', axisbank: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank', airtel: 'Airtel Payments Bank', jupiteraxis: 'Jupiter (Axis Bank)', fam: 'FamPay (IDFC FIRST Bank)',
};

/** UPI id: handle looked up offline; an unknown handle, or the local part "nobody", has no record. */
export const upiVerification: ServiceBehaviour = (inputs) => {
  const vpa = requiredText(inputs, 'vpa', { pattern: /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, describe: 'must be name@handle' });
  if ('problem' in vpa) return invalid(vpa.problem);
  const [local = '', handle = ''] = vpa.value.toLowerCase().split('@');
  const psp = UPI_HANDLES[handle];
  if (!psp) return noRecord(`The handle @${handle} is not registered with NPCI`);
  if (local === 'nobody') return noRecord('No account is linked to this UPI id');
  const seed = new Seed('upi', vpa.value.toLowerCase());
  const isMerchant = /merchant|store|shop|^paytmqr|^q[0-9]+/.test(local);
  const fullName = text(inputs, 'fullName');
  const holder = isMerchant ? `${local.replace(/[._-]+/g, ' ').toUpperCase()} ENTERPRISES` : fullName ? registeredName(seed, fullName) : indianPerson(seed).name.toUpperCase();
  return ok({
    accountHolderName: holder,
    pspName: psp,
    isMerchant,
    nameMatchScore: fullName ? Math.round(nameSimilarity(fullName, holder)) : null,
  });
};
