import { opt, out, req, statusOutput, type ServiceDefinition } from './types';

/** Sanctions, PEP and watch-list screening. */
export const complianceServices: readonly ServiceDefinition[] = [
  {
    id: 'sanctions-pep-screening',
    displayName: 'Sanctions and PEP Screening',
    apiName: 'sanctionsPepScreening',
    label: 'Sanctions & PEP',
    category: 'compliance',
    countries: ['GLOBAL'],
    description: 'Screens a person against sanctions lists (UN, OFAC, EU, UK HMT, MHA India) and politically exposed persons.',
    inputs: [
      req('fullName', 'Full Name', 'STRING', 'Name to screen.', { example: 'Ravi Kumar Sharma' }),
      opt('dob', 'Date of Birth', 'NUMBER', 'Narrows matches (epoch seconds).', { format: 'DATE', example: 631152000 }),
      opt('nationality', 'Nationality', 'STRING', 'ISO 3166-1 alpha-3 code; narrows matches.', { example: 'IND' }),
      opt('threshold', 'Threshold', 'NUMBER', 'Lowest name score that counts as a match (default 85).', { example: 85 }),
    ],
    outputs: [
      statusOutput(),
      out('isSanctioned', 'Is Sanctioned', 'BOOLEAN', 'A sanctions entry matches.', { example: false }),
      out('isPep', 'Is PEP', 'BOOLEAN', 'A politically exposed person entry matches.', { example: false }),
      out('matchCount', 'Match Count', 'NUMBER', 'Entries that match.', { example: 0 }),
      out('highestMatchScore', 'Highest Match Score', 'NUMBER', 'Best name score, 0 to 100.', { example: 0 }),
      out('lists', 'Lists', 'STRING', 'Lists with a match.', { format: 'LIST', example: [] }),
      out('matches', 'Matches', 'INTERFACE', 'The matching entries with their list, name and score.', { format: 'JSON' }),
    ],
    price: 5,
    isAsync: false,
    testValues: [
      { description: 'No match', input: { fullName: 'Ravi Kumar Sharma' }, status: 'OK' },
      { description: 'Sanctions match (sandbox entry)', input: { fullName: 'Sandbox Sanctioned Person' }, status: 'OK' },
      { description: 'PEP match (sandbox entry)', input: { fullName: 'Sandbox Exposed Person' }, status: 'OK' },
      { description: 'Empty name', input: { fullName: '' }, status: 'FAILED' },
    ],
  },
];
