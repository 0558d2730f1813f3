import type { components } from '../types.gen';

type Schemas = components['schemas'];

/**
 * Option lists of product-decisions.md ("Option lists") and document 1 section 2.5, as the
 * server answers them and the fixtures serve them: labels and order are what the console shows.
 */

/** Lifecycle stages (use cases). */
export const USE_CASES: readonly Schemas['UseCaseOption'][] = [
  { value: 'onboarding', displayText: 'Onboarding', description: 'Verify who a new customer is before opening an account: identity, documents, bank and risk checks.', tags: ['KYC', 'Identity', 'Documents'], comingSoon: false },
  { value: 'login', displayText: 'Login and account access', description: 'Stop account takeover at sign-in with device, session and contact-risk signals.', tags: ['Account takeover', 'Device', 'Session'], comingSoon: false },
  { value: 'payments', displayText: 'Payments and transactions', description: 'Screen payments and orders for fraud before they settle.', tags: ['Fraud', 'UPI', 'E-commerce'], comingSoon: false },
  { value: 'payouts', displayText: 'Payouts and withdrawals', description: 'Confirm the beneficiary account belongs to the customer before money leaves.', tags: ['Bank', 'Penny drop', 'Name match'], comingSoon: false },
  { value: 'profile_updates', displayText: 'Profile updates', description: 'Re-verify customers when they change a phone number, email, address or bank account.', tags: ['Re-KYC', 'Contact', 'Address'], comingSoon: false },
  { value: 'lending', displayText: 'Lending', description: 'Underwrite borrowers with employment, business and bureau signals.', tags: ['Underwriting', 'Employment', 'Business'], comingSoon: true },
];

/** Industries of the onboarding wizard (document 1, section 2.5). */
export const INDUSTRIES: readonly Schemas['IndustryOption'][] = [
  { value: 'finance', displayText: 'Finance', comingSoon: false },
  { value: 'fintech', displayText: 'Fintech', comingSoon: false },
  { value: 'neo_bank', displayText: 'Neo Bank', comingSoon: false },
  { value: 'matrimony_dating', displayText: 'Matrimony and Dating', comingSoon: false },
  { value: 'gaming_betting', displayText: 'Gaming / Betting', comingSoon: false },
  { value: 'gaming', displayText: 'Gaming', comingSoon: false },
  { value: 'ecommerce', displayText: 'E-commerce', comingSoon: false },
  { value: 'others', displayText: 'Others', comingSoon: false },
];

/** Geographies (product-decisions.md): UK and the Philippines are coming soon. */
export const GEOGRAPHIES: readonly Schemas['GeographyOption'][] = [
  { value: 'in', displayText: 'India', comingSoon: false },
  { value: 'id', displayText: 'Indonesia', comingSoon: false },
  { value: 'us', displayText: 'USA', comingSoon: false },
  { value: 'uk', displayText: 'UK', comingSoon: true },
  { value: 'ph', displayText: 'Philippines', comingSoon: true },
];

/** ISO 3166-1 alpha-2 codes of the geographies' countries, in their order (phone regions, country inputs). */
export const GEOGRAPHY_COUNTRY_CODES = ['IN', 'ID', 'US', 'GB', 'PH'] as const;

/** Identity documents the document services read. */
export const DOCUMENT_TYPES = ['PAN', 'AADHAAR', 'PASSPORT', 'VOTER_ID', 'DRIVING_LICENCE', 'KTP'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The three values of every service's `status` output (document 2, section 3.3). */
export const SERVICE_STATUSES = ['OK', 'FAILED', 'NO_RECORD_FOUND'] as const satisfies readonly Schemas['ServiceStatus'][];

/** The webhook event types of product-decisions.md ("Webhook event types"). */
export const WEBHOOK_EVENT_TYPES: readonly Schemas['WebhookEventType'][] = [
  'transaction.completed',
  'transaction.awaiting',
  'transaction.failed',
  'workflow.published',
  'workflow.updated',
  'workflow.deleted',
  'bulk_query.completed',
  'bulk_query.failed',
  'quicklink.limit_reached',
  'credits.low',
  'live_mode.approved',
];
