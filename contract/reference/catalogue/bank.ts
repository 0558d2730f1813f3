import { opt, out, req, statusOutput, type ServiceDefinition } from './types';

const IFSC_PATTERN = '^[A-Z]{4}0[A-Z0-9]{6}$';

/** Bank accounts, branches and UPI ids (India). */
export const bankServices: readonly ServiceDefinition[] = [
  {
    id: 'bank-account-verification',
    displayName: 'Bank Account Verification',
    apiName: 'bankAccountVerification',
    label: 'Bank Account',
    category: 'bank',
    countries: ['IND'],
    description: 'Confirms that a bank account exists and can receive credits (penny drop), and answers the name the bank holds.',
    inputs: [
      req('accountNumber', 'Bank Account Number', 'STRING', '9 to 18 digits.', { example: '50100123456789', validationPattern: '^[0-9]{9,18}$' }),
      req('ifsc', 'IFSC', 'STRING', 'Branch code: 4 letters, 0, 6 letters or digits.', { example: 'HDFC0000123', validationPattern: IFSC_PATTERN }),
      opt('fullName', 'Full Name', 'STRING', 'Name to compare with the account holder name.', { example: 'Ravi Kumar Sharma' }),
    ],
    outputs: [
      statusOutput(),
      out('accountExists', 'Account Exists', 'BOOLEAN', 'Whether the account accepted the credit.', { example: true }),
      out('nameAtBank', 'Name at Bank', 'STRING', 'Holder name the bank answered.', { example: 'RAVI KUMAR SHARMA' }),
      out('nameMatchScore', 'Name Match Score', 'NUMBER', 'Similarity (0 to 100) of fullName and nameAtBank; absent without fullName.', { example: 95 }),
      out('bankName', 'Bank Name', 'STRING', 'Bank of the IFSC.', { example: 'HDFC Bank' }),
      out('utr', 'UTR', 'STRING', 'Reference of the penny-drop credit.', { example: 'HDFCR52024110112345678' }),
    ],
    price: 4,
    isAsync: false,
    testValues: [
      { description: 'Account found', input: { accountNumber: '50100123456789', ifsc: 'HDFC0000123' }, status: 'OK' },
      { description: 'Closed or unknown account (all zeros)', input: { accountNumber: '000000000000', ifsc: 'HDFC0000123' }, status: 'NO_RECORD_FOUND' },
      { description: 'Malformed IFSC', input: { accountNumber: '50100123456789', ifsc: 'HDFC123' }, status: 'FAILED' },
      { description: 'The bank never answers: the call times out', input: { accountNumber: '999999999408', ifsc: 'HDFC0000123' }, status: 'FAILED' },
      { description: 'The bank fails (source unavailable)', input: { accountNumber: '999999999503', ifsc: 'HDFC0000123' }, status: 'FAILED' },
    ],
  },
  {
    id: 'ifsc-lookup',
    displayName: 'IFSC Lookup',
    apiName: 'ifscLookup',
    label: 'IFSC',
    category: 'bank',
    countries: ['IND'],
    description: 'Checks the structure of an IFSC and answers its bank, branch and the payment rails it supports.',
    inputs: [req('ifsc', 'IFSC', 'STRING', 'Branch code: 4 letters, 0, 6 letters or digits.', { example: 'SBIN0001234', validationPattern: IFSC_PATTERN })],
    outputs: [
      statusOutput(),
      out('bankName', 'Bank Name', 'STRING', 'Bank of the code.', { example: 'State Bank of India' }),
      out('branch', 'Branch', 'STRING', 'Branch name.', { example: 'Fort, Mumbai' }),
      out('city', 'City', 'STRING', 'City of the branch.', { example: 'Mumbai' }),
      out('state', 'State', 'STRING', 'State of the branch.', { example: 'Maharashtra' }),
      out('micr', 'MICR', 'STRING', 'MICR code of the branch.', { example: '400002001' }),
      out('upiEnabled', 'UPI Enabled', 'BOOLEAN', 'Whether the branch supports UPI.', { example: true }),
      out('impsEnabled', 'IMPS Enabled', 'BOOLEAN', 'Whether the branch supports IMPS.', { example: true }),
      out('neftEnabled', 'NEFT Enabled', 'BOOLEAN', 'Whether the branch supports NEFT.', { example: true }),
    ],
    price: 1,
    isAsync: false,
    testValues: [
      { description: 'Known branch', input: { ifsc: 'SBIN0001234' }, status: 'OK' },
      { description: 'Well-formed, unknown bank code', input: { ifsc: 'ZZZZ0000001' }, status: 'NO_RECORD_FOUND' },
      { description: 'Fifth character not 0', input: { ifsc: 'SBIN1001234' }, status: 'FAILED' },
    ],
  },
  {
    id: 'upi-verification',
    displayName: 'UPI ID Verification',
    apiName: 'upiVerification',
    label: 'UPI',
    category: 'bank',
    countries: ['IND'],
    description: 'Resolves a UPI virtual payment address and answers the name of its holder.',
    inputs: [
      req('vpa', 'UPI ID', 'STRING', 'name@handle.', { example: 'ravi.sharma@okhdfcbank', validationPattern: '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$' }),
      opt('fullName', 'Full Name', 'STRING', 'Name to compare with the holder name.', { example: 'Ravi Kumar Sharma' }),
    ],
    outputs: [
      statusOutput(),
      out('accountHolderName', 'Account Holder Name', 'STRING', 'Name registered with the address.', { example: 'RAVI KUMAR SHARMA' }),
      out('pspName', 'PSP', 'STRING', 'Payment service provider of the handle.', { example: 'Google Pay (HDFC Bank)' }),
      out('isMerchant', 'Is Merchant', 'BOOLEAN', 'Whether the address belongs to a merchant.', { example: false }),
      out('nameMatchScore', 'Name Match Score', 'NUMBER', 'Similarity (0 to 100) with fullName; absent without fullName.', { example: 95 }),
    ],
    price: 2,
    isAsync: false,
    testValues: [
      { description: 'Address found', input: { vpa: 'ravi.sharma@okhdfcbank' }, status: 'OK' },
      { description: 'Merchant address (local part with merchant, store or shop)', input: { vpa: 'sharmastore@okaxis' }, status: 'OK' },
      { description: 'Unknown address (local part nobody, or an unknown handle)', input: { vpa: 'nobody@upi' }, status: 'NO_RECORD_FOUND' },
      { description: 'Malformed address', input: { vpa: 'ravi.sharma' }, status: 'FAILED' },
    ],
  },
];
