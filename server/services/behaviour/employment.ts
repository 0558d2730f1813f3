import { checkPhone } from '../checks/phone';
import { invalid, noRecord, ok, sourceUnavailable, type ServiceBehaviour } from './answer';
import { businessName } from './businesses';
import { present, requiredText, text } from './inputs';
import { consentProblem } from './consent';
import { Seed } from './seed';
import { untilAborted } from './timing';

/** How long after the first call the provident-fund result is ready. */
export const EMPLOYMENT_DELAY_MS = 3_000;
/** Sandbox UANs: a slow source (30 s), one that never answers, and one whose source fails. */
export const SLOW_UAN = '100000000030';
export const SLOW_DELAY_MS = 30_000;
export const TIMEOUT_UAN = '100000000408';
export const UNAVAILABLE_UAN = '100000000503';
/** The OTP the sandbox's employees always receive. */
export const SANDBOX_OTP = '123456';

const monthOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 7);
const monthsBefore = (epochMs: number, months: number) => {
  const date = new Date(epochMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1);
};

/**
 * Employment (UAN), asynchronous: pending until EMPLOYMENT_DELAY_MS after the first call, then the
 * provident-fund record. UANs whose last 8 digits are 0 have no record. An `otp` (the poll input),
 * when given, must be the sandbox OTP.
 */
export const employmentVerification: ServiceBehaviour = async (inputs, context) => {
  const uan = requiredText(inputs, 'uan', { pattern: /^[0-9]{12}$/, describe: 'must be 12 digits' });
  if ('problem' in uan) return invalid(uan.problem);
  if (present(inputs, 'phoneNumber')) {
    const phone = checkPhone(text(inputs, 'phoneNumber') ?? '', 'IN');
    if (!phone.valid) return invalid(phone.problem);
  }
  const consent = consentProblem(inputs);
  if (consent) return invalid(consent);
  if (present(inputs, 'otp') && text(inputs, 'otp') !== SANDBOX_OTP) return invalid('otp does not match the one sent to the employee');
  if (uan.value === TIMEOUT_UAN) return untilAborted(context.signal);
  const readyAt = context.startedAt + (uan.value === SLOW_UAN ? SLOW_DELAY_MS : EMPLOYMENT_DELAY_MS);
  if (context.now < readyAt) return { state: 'pending', readyAt };
  if (uan.value === UNAVAILABLE_UAN) return sourceUnavailable();
  if (uan.value.endsWith('00000000')) return noRecord('No provident-fund account with this UAN');
  const seed = new Seed('employment', uan.value);
  const isEmployed = seed.chance('employed', 0.9);
  const lastContribution = monthsBefore(context.startedAt, isEmployed ? seed.int('recent', 0, 1) : seed.int('lapsed', 4, 18));
  return ok({
    requestId: `emp_req_${new Seed(context.transactionId, uan.value).chars('request', 6, '0123456789abcdef')}`,
    employerName: businessName(seed, 'PRIVATE').legalName,
    isEmployed,
    lastContributionMonth: monthOf(lastContribution),
    tenureMonths: seed.int('tenure', 3, 120),
  });
};
