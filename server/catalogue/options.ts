import type { components } from '~/contract';

type Schemas = components['schemas'];

/** Lifecycle stages (product-decisions.md, "Option lists"). */
export const USE_CASES: readonly Schemas['UseCaseOption'][] = [
  {
    value: 'onboarding',
    displayText: 'Onboarding',
    description: 'Verify who a new customer is before opening an account: identity, documents, bank and risk checks.',
    tags: ['KYC', 'Identity', 'Documents'],
    comingSoon: false,
  },
  {
    value: 'login',
    displayText: 'Login and account access',
    description: 'Stop account takeover at sign-in with device, session and contact-risk signals.',
    tags: ['Account takeover', 'Device', 'Session'],
    comingSoon: false,
  },
  {
    value: 'payments',
    displayText: 'Payments and transactions',
    description: 'Screen payments and orders for fraud before they settle.',
    tags: ['Fraud', 'UPI', 'E-commerce'],
    comingSoon: false,
  },
  {
    value: 'payouts',
    displayText: 'Payouts and withdrawals',
    description: 'Confirm the beneficiary account belongs to the customer before money leaves.',
    tags: ['Bank', 'Penny drop', 'Name match'],
    comingSoon: false,
  },
  {
    value: 'profile_updates',
    displayText: 'Profile updates',
    description: 'Re-verify customers when they change a phone number, email, address or bank account.',
    tags: ['Re-KYC', 'Contact', 'Address'],
    comingSoon: false,
  },
  {
    value: 'lending',
    displayText: 'Lending',
    description: 'Underwrite borrowers with employment, business and bureau signals.',
    tags: ['Underwriting', 'Employment', 'Business'],
    comingSoon: true,
  },
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
