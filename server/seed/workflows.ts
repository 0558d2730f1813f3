import type { Kysely } from 'kysely';
import { DEMO_HOSTED_CONFIG } from '~/contract/reference';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { insertQuickLink } from '../store/quicklinks';
import { insertTransaction } from '../store/transactions';
import { createWorkflow, updateWorkflow } from '../store/workflows';
import { validateFlow } from '../workflows/flowRules';
import { normaliseHostedConfig } from '../workflows/hostedConfig';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';
import {
  bankAccountTemplate,
  businessKybTemplate,
  contactRiskTemplate,
  instantDecisionDemo,
  loanRiskTiering,
  loginDeviceGuard,
  merchantKyb,
  mobileNumberChange,
  onboardingKyc,
  panKycTemplate,
  payoutBeneficiary,
  selfieDocumentTemplate,
  type Flow,
} from './workflowFlows';
import { simulateRun } from './workflowRuns';

/**
 * The workflows area's demo data: six workflows of Acme Lending (with version histories), six
 * templates (one isDemo), the hosted-flow theme, two QuickLinks in test mode (one at its limit) and
 * ~35 test-mode transactions whose traces replay the flows they ran on. Dates are relative to the
 * time of seeding; everything else is fixed.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const SEEDED_WORKFLOW_IDS = {
  onboarding: 'wf_retail_onboarding_kyc',
  loan: 'wf_personal_loan_risk',
  payout: 'wf_payout_beneficiary',
  login: 'wf_login_device_guard',
  merchant: 'wf_merchant_kyb',
  mobileChange: 'wf_mobile_number_change',
} as const;

export const SEEDED_QUICKLINK_IDS = { websiteSignup: 'ql_website_signup', branchPilot: 'ql_branch_walkin_pilot' } as const;

function checked(flow: Flow, label: string): Flow {
  const problems = validateFlow(flow);
  if (problems.length) throw new Error(`seed: ${label} is not a valid flow: ${problems.map((p) => p.message).join('; ')}`);
  return flow;
}

interface SeedWorkflow {
  id: string;
  name: string;
  useCase: 'onboarding' | 'login' | 'payments' | 'payouts' | 'profile_updates' | 'lending';
  active?: boolean;
  /** Each version's flow and how many days ago it was published (oldest first). */
  versions: { flow: Flow; daysAgo: number; by: keyof typeof DEMO_USERS }[];
}

const workflows = (): SeedWorkflow[] => [
  {
    id: SEEDED_WORKFLOW_IDS.onboarding,
    name: 'Retail onboarding KYC',
    useCase: 'onboarding',
    versions: [
      { flow: onboardingKyc(1), daysAgo: 45, by: 'owner' },
      { flow: onboardingKyc(2), daysAgo: 30, by: 'member' },
      { flow: onboardingKyc(3), daysAgo: 12, by: 'member' },
    ],
  },
  { id: SEEDED_WORKFLOW_IDS.loan, name: 'Personal loan risk tiering', useCase: 'lending', versions: [{ flow: loanRiskTiering(), daysAgo: 20, by: 'owner' }] },
  { id: SEEDED_WORKFLOW_IDS.payout, name: 'Payout beneficiary verification', useCase: 'payouts', versions: [{ flow: payoutBeneficiary(), daysAgo: 9, by: 'member' }] },
  {
    id: SEEDED_WORKFLOW_IDS.login,
    name: 'Login device guard',
    useCase: 'login',
    versions: [
      { flow: loginDeviceGuard(1), daysAgo: 25, by: 'owner' },
      { flow: loginDeviceGuard(2), daysAgo: 7, by: 'member' },
    ],
  },
  { id: SEEDED_WORKFLOW_IDS.merchant, name: 'Merchant KYB', useCase: 'onboarding', versions: [{ flow: merchantKyb(), daysAgo: 5, by: 'member' }] },
  { id: SEEDED_WORKFLOW_IDS.mobileChange, name: 'Mobile number change', useCase: 'profile_updates', active: false, versions: [{ flow: mobileNumberChange(), daysAgo: 60, by: 'owner' }] },
];

const templates = () => [
  { id: 'tpl_pan_kyc', name: 'PAN KYC', useCase: 'onboarding', description: 'Verify a PAN and compare the holder name with the name the customer gave.', flow: panKycTemplate(), isDemo: false },
  { id: 'tpl_bank_account_check', name: 'Bank account penny-drop', useCase: 'payouts', description: 'Confirm a bank account exists and belongs to the customer before paying out.', flow: bankAccountTemplate(), isDemo: false },
  { id: 'tpl_contact_risk', name: 'Phone and e-mail risk', useCase: 'login', description: 'Score the phone number and e-mail address; refuse disposable mailboxes and VoIP numbers.', flow: contactRiskTemplate(), isDemo: false },
  { id: 'tpl_selfie_document', name: 'Selfie and document match', useCase: 'onboarding', description: 'Read an identity document, check the selfie is live, and match the two faces.', flow: selfieDocumentTemplate(), isDemo: false },
  { id: 'tpl_business_kyb', name: 'Business KYB', useCase: 'onboarding', description: 'Check a GST registration and the company behind it.', flow: businessKybTemplate(), isDemo: false },
  { id: 'tpl_demo_instant_decision', name: 'Demo: instant PAN decision', useCase: 'onboarding', description: 'The flow behind the Demo page; not offered as a template.', flow: instantDecisionDemo(), isDemo: true },
];

// --- canned service answers ---

type Answers = Record<string, Record<string, unknown>>;
const panOk = (name: string, score: number, panType = 'INDIVIDUAL') => ({ 'pan-verification': { status: 'OK', name: name.toUpperCase(), panType, nameMatchScore: score, aadhaarLinked: true } });
const panNone = () => ({ 'pan-verification': { status: 'NO_RECORD_FOUND' } });
const bankOk = (nameAtBank: string, score: number, bankName: string, utr: string) => ({
  'bank-account-verification': { status: 'OK', accountExists: true, nameAtBank: nameAtBank.toUpperCase(), nameMatchScore: score, bankName, utr },
});
const bankNone = () => ({ 'bank-account-verification': { status: 'NO_RECORD_FOUND', accountExists: false } });
const nameMatch = (score: number, threshold: number) => ({ 'name-match': { status: 'OK', score, isMatch: score >= threshold } });

interface Scenario {
  workflow: keyof typeof SEEDED_WORKFLOW_IDS;
  version: number;
  flow: Flow;
  daysAgo: number;
  hour: number;
  data: Record<string, unknown>;
  answers: Answers;
  quicklink?: keyof typeof SEEDED_QUICKLINK_IDS;
}

function scenarios(): Scenario[] {
  const kyc = (version: 1 | 2 | 3, daysAgo: number, hour: number, person: { name: string; pan: string; account: string; ifsc: string; phone: string }, answers: Answers, quicklink?: Scenario['quicklink']): Scenario => ({
    workflow: 'onboarding',
    version,
    flow: onboardingKyc(version),
    daysAgo,
    hour,
    data: { fullName: person.name, pan: person.pan, accountNumber: person.account, ifsc: person.ifsc, phoneNumber: person.phone },
    answers,
    ...(quicklink ? { quicklink } : {}),
  });
  const t2 = 85;
  const t3 = 80;
  const list: Scenario[] = [
    // Retail onboarding KYC, version 1 (PAN and bank account).
    kyc(1, 42, 10, { name: 'Ravi Kumar Sharma', pan: 'ABCPE1234F', account: '50100234567812', ifsc: 'HDFC0001234', phone: '+919876543210' }, { ...panOk('Ravi Kumar Sharma', 100), ...bankOk('Ravi Kumar Sharma', 97, 'HDFC Bank', 'UTR4230981') }),
    kyc(1, 39, 15, { name: 'Ananya Iyer', pan: 'AIYPI7310Q', account: '002301547896', ifsc: 'ICIC0000023', phone: '+919845012345' }, { ...panOk('Ananya Iyer', 96), ...bankOk('Ananya R Iyer', 88, 'ICICI Bank', 'UTR4231177') }),
    kyc(1, 36, 11, { name: 'Mohammed Faizal', pan: 'ABCPX9999X', account: '31245678901', ifsc: 'SBIN0004567', phone: '+919900123456' }, { ...panNone() }),
    kyc(1, 33, 17, { name: 'Priyanka Desai', pan: 'BDSPD4821K', account: '918020045612377', ifsc: 'UTIB0000101', phone: '+919820098765' }, { ...panOk('Priyanka Desai', 94), ...bankOk('P Desai', 62, 'Axis Bank', 'UTR4232450') }),
    // Version 2 (name match added, threshold 85).
    kyc(2, 29, 9, { name: 'Arjun Mehta', pan: 'CMHPM5562M', account: '50100987654321', ifsc: 'HDFC0000045', phone: '+919811122233' }, { ...panOk('Arjun Mehta', 100), ...bankOk('Arjun Mehta', 95, 'HDFC Bank', 'UTR4240113'), ...nameMatch(98, t2) }),
    kyc(2, 26, 14, { name: 'Sneha Reddy', pan: 'ERDPR2290B', account: '001101234567', ifsc: 'ICIC0001101', phone: '+919966554433' }, { ...panOk('Sneha Reddy', 92), ...bankOk('Sneha Reddy Kothapalli', 81, 'ICICI Bank', 'UTR4240876'), ...nameMatch(83, t2) }),
    kyc(2, 23, 12, { name: 'Vikram Singh Rathore', pan: 'ABCPF1234K', account: '30987612345', ifsc: 'SBIN0001234', phone: '+919414012345' }, { ...panOk('Vikram Singh Rathore', 99), ...bankOk('Vikram Singh Rathore', 99, 'State Bank of India', 'UTR4241502'), ...nameMatch(100, t2) }),
    kyc(2, 20, 16, { name: 'Neha Kapoor', pan: 'FKPPK8814L', account: '50100445566778', ifsc: 'HDFC0002211', phone: '+919810045678' }, { ...panOk('Neha Kapoor', 100), ...bankOk('Neha Kapoor', 100, 'HDFC Bank', 'UTR4242219'), ...nameMatch(100, t2) }),
    kyc(2, 17, 10, { name: 'Rahul Verma', pan: 'GVRPV3307D', account: '1234509876', ifsc: 'KKBK0000958', phone: '+919833344455' }, { ...panOk('Rahul Verma', 97), ...bankNone() }),
    kyc(2, 14, 13, { name: 'Deepika Nair', pan: 'HNRPN6621T', account: '67890123456', ifsc: 'KKBK0000321', phone: '+919847712345' }, { ...panOk('Deepika Nair', 100), ...bankOk('Deepika Nair', 98, 'Kotak Mahindra Bank', 'UTR4243388'), ...nameMatch(99, t2) }),
    // Version 3 (threshold 80, individual PANs only); some through the website QuickLink.
    kyc(3, 11, 9, { name: 'Karan Malhotra', pan: 'JMLPM1180C', account: '50100776655443', ifsc: 'HDFC0000789', phone: '+919899001122' }, { ...panOk('Karan Malhotra', 100), ...bankOk('Karan Malhotra', 96, 'HDFC Bank', 'UTR4250017'), ...nameMatch(97, t3) }, 'websiteSignup'),
    kyc(3, 10, 18, { name: 'Aisha Khan', pan: 'KKHPK9043R', account: '002201998877', ifsc: 'ICIC0000456', phone: '+919930012345' }, { ...panOk('Aisha Khan', 95), ...bankOk('Aisha Khan', 93, 'ICICI Bank', 'UTR4250944'), ...nameMatch(94, t3) }, 'websiteSignup'),
    kyc(3, 8, 11, { name: 'Siddharth Rao', pan: 'LRAPR2468H', account: '918010023456789', ifsc: 'UTIB0000222', phone: '+919845098765' }, { ...panOk('Siddharth Rao', 90), ...bankOk('Sidharth Rao', 84, 'Axis Bank', 'UTR4251620'), ...nameMatch(86, t3) }, 'websiteSignup'),
    kyc(3, 6, 15, { name: 'Meera Joshi Traders', pan: 'AAACM4521N', account: '50200011223344', ifsc: 'HDFC0000555', phone: '+919822233344' }, { ...panOk('Meera Joshi Traders', 100, 'COMPANY'), ...bankOk('Meera Joshi Traders', 100, 'HDFC Bank', 'UTR4252231'), ...nameMatch(100, t3) }),
    kyc(3, 4, 10, { name: 'Aditya Banerjee', pan: 'MBNPB7712E', account: '40012345678', ifsc: 'SBIN0007788', phone: '+919831234567' }, { ...panOk('Aditya Banerjee', 88), ...bankOk('A Banerjee', 70, 'State Bank of India', 'UTR4253108'), ...nameMatch(72, t3) }, 'websiteSignup'),
    kyc(3, 2, 12, { name: 'Pooja Gupta', pan: 'NGPPG3355A', account: '50100334455667', ifsc: 'HDFC0003344', phone: '+919810098712' }, { ...panOk('Pooja Gupta', 100), ...bankOk('Pooja Gupta', 99, 'HDFC Bank', 'UTR4253990'), ...nameMatch(100, t3) }),
    kyc(3, 1, 16, { name: 'Harish Chandra', pan: 'ABCPX9999X', account: '20123456789', ifsc: 'PUNB0123400', phone: '+919412345678' }, { ...panNone() }),
    kyc(3, 0, 2, { name: 'Lakshmi Subramanian', pan: 'PSBPS6090G', account: '002101445566', ifsc: 'ICIC0000789', phone: '+919884012345' }, { ...panOk('Lakshmi Subramanian', 100), ...bankOk('Lakshmi Subramanian', 100, 'ICICI Bank', 'UTR4254512'), ...nameMatch(100, t3) }),
  ];

  // Personal loan risk tiering.
  const loan = (daysAgo: number, hour: number, data: Record<string, unknown>, answers: Answers): Scenario => ({ workflow: 'loan', version: 1, flow: loanRiskTiering(), daysAgo, hour, data, answers });
  const lowMobile = { status: 'OK', isValid: true, lineType: 'MOBILE', carrier: 'Jio', isPorted: false, riskScore: 12, riskLevel: 'LOW' };
  const cleanEmail = (domain: string) => ({ status: 'OK', isValidSyntax: true, isDisposable: false, isFreeProvider: domain === 'gmail.com', domain, riskScore: 8, riskLevel: 'LOW' });
  list.push(
    loan(18, 11, { phoneNumber: '+919876501234', email: 'imran.sheikh@gmail.com', fullName: 'Imran Sheikh', ipAddress: '49.36.12.8' }, {
      'mobile-risk': lowMobile,
      'email-risk': cleanEmail('gmail.com'),
      'mobile-to-name': { status: 'OK', name: 'IMRAN SHEIKH', nameMatchScore: 100 },
    }),
    loan(15, 14, { phoneNumber: '+919123456780', email: 'quickcash@mailinator.com', fullName: 'Rohit Kumar', ipAddress: '185.220.101.4' }, {
      'mobile-risk': { ...lowMobile, riskScore: 35, riskLevel: 'MEDIUM' },
      'email-risk': { status: 'OK', isValidSyntax: true, isDisposable: true, isFreeProvider: false, domain: 'mailinator.com', riskScore: 92, riskLevel: 'HIGH' },
      'ip-intelligence': { status: 'OK', country: 'DE', city: 'Frankfurt', isp: 'Tor exit', isProxy: true, isVpn: false, isTor: true, isDatacenter: true, riskScore: 97, riskLevel: 'HIGH' },
    }),
    loan(11, 10, { phoneNumber: '+919700011122', email: 'tanvi.k@outlook.com', fullName: 'Tanvi Kulkarni', ipAddress: '103.21.58.77' }, {
      'mobile-risk': { ...lowMobile, lineType: 'VOIP', riskScore: 78, riskLevel: 'HIGH' },
      'email-risk': cleanEmail('outlook.com'),
      'ip-intelligence': { status: 'OK', country: 'IN', city: 'Pune', isp: 'Airtel', isProxy: false, isVpn: false, isTor: false, isDatacenter: false, riskScore: 20, riskLevel: 'LOW' },
    }),
    loan(7, 17, { phoneNumber: '+919811223344', email: 'gaurav.pandey@yahoo.in', fullName: 'Gaurav Pandey', ipAddress: '117.97.1.20' }, {
      'mobile-risk': lowMobile,
      'email-risk': cleanEmail('yahoo.in'),
      'mobile-to-name': { status: 'OK', name: 'SAURABH PANDEY', nameMatchScore: 58 },
    }),
    loan(3, 9, { phoneNumber: '+919890012345', email: 'nisha.agarwal@gmail.com', fullName: 'Nisha Agarwal', ipAddress: '106.51.2.19' }, {
      'mobile-risk': lowMobile,
      'email-risk': cleanEmail('gmail.com'),
      'mobile-to-name': { status: 'OK', name: 'NISHA AGARWAL', nameMatchScore: 96 },
    }),
  );

  // Payout beneficiary verification, all through the branch pilot QuickLink (now at its limit).
  const payout = (daysAgo: number, hour: number, data: Record<string, unknown>, answers: Answers): Scenario => ({
    workflow: 'payout',
    version: 1,
    flow: payoutBeneficiary(),
    daysAgo,
    hour,
    data,
    answers,
    quicklink: 'branchPilot',
  });
  list.push(
    payout(8, 12, { vpa: 'suresh.patil@okhdfcbank', fullName: 'Suresh Patil' }, { 'upi-verification': { status: 'OK', accountHolderName: 'SURESH PATIL', pspName: 'Google Pay', isMerchant: false, nameMatchScore: 100 } }),
    payout(6, 16, { vpa: 'kavitha.r@ybl', fullName: 'Kavitha Ramesh' }, { 'upi-verification': { status: 'NO_RECORD_FOUND' } }),
    payout(5, 11, { vpa: 'manoj99@paytm', fullName: 'Manoj Tiwari', accountNumber: '50100223344556', ifsc: 'HDFC0004455' }, {
      'upi-verification': { status: 'FAILED' },
      'bank-account-verification': { status: 'OK', accountExists: true, nameAtBank: 'MANOJ KUMAR TIWARI', nameMatchScore: 86, bankName: 'HDFC Bank', utr: 'UTR4260031' },
    }),
    payout(3, 15, { vpa: 'fast.refunds@axl', fullName: 'Farhan Ali', accountNumber: '99990000111', ifsc: 'SBIN0009999' }, { 'upi-verification': { status: 'NO_RECORD_FOUND' }, ...bankNone() }),
    payout(1, 10, { vpa: 'ritu.sen@okicici', fullName: 'Ritu Sen' }, { 'upi-verification': { status: 'FAILED' } }),
  );

  // Login device guard, versions 1 and 2.
  const login = (version: 1 | 2, daysAgo: number, hour: number, data: Record<string, unknown>, answers: Answers): Scenario => ({ workflow: 'login', version, flow: loginDeviceGuard(version), daysAgo, hour, data, answers });
  const device = (overrides: Record<string, unknown> = {}) => ({ 'device-intelligence': { status: 'OK', deviceId: 'dev-3a91f0', isEmulator: false, isRooted: false, isAppCloned: false, accountsOnDevice: 1, riskScore: 10, riskLevel: 'LOW', ...overrides } });
  const ipIn = (overrides: Record<string, unknown> = {}) => ({ 'ip-intelligence': { status: 'OK', country: 'IN', city: 'Bengaluru', isp: 'ACT Fibernet', isProxy: false, isVpn: false, isTor: false, isDatacenter: false, riskScore: 9, riskLevel: 'LOW', ...overrides } });
  list.push(
    login(1, 21, 8, { sessionId: 'sess_7f3k2m9q', ipAddress: '106.51.77.3', deviceId: 'dev-3a91f0', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0' }, { ...device(), ...ipIn() }),
    login(2, 6, 22, { sessionId: 'sess_2p8x4n1c', ipAddress: '13.232.10.5', deviceId: 'dev-5c2e77', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/125.0' }, { ...device({ deviceId: 'dev-5c2e77' }), ...ipIn({ city: 'Mumbai', isp: 'Amazon', isDatacenter: true, riskScore: 55, riskLevel: 'MEDIUM' }) }),
    login(2, 4, 3, { sessionId: 'sess_9d1r6t0w', ipAddress: '49.207.5.61', deviceId: 'dev-9f2c1a', userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/124.0' }, { ...device({ deviceId: 'dev-9f2c1a', isEmulator: true, riskScore: 91, riskLevel: 'HIGH' }), ...ipIn() }),
    login(2, 1, 19, { sessionId: 'sess_4h7j2k5l', ipAddress: '122.171.20.8', deviceId: 'dev-1b6d42', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Safari/604.1' }, { ...device({ deviceId: 'dev-1b6d42' }), ...ipIn({ city: 'Hyderabad' }) }),
  );

  // Merchant KYB.
  const kyb = (daysAgo: number, hour: number, data: Record<string, unknown>, answers: Answers): Scenario => ({ workflow: 'merchant', version: 1, flow: merchantKyb(), daysAgo, hour, data, answers });
  const gstin = (legalName: string, gstinStatus = 'ACTIVE') => ({ 'gstin-verification': { status: 'OK', legalName, tradeName: legalName, gstinStatus, registrationDate: 1546300800, constitution: 'Private Limited Company', stateCode: '27', pan: 'AAACB1234C', address: 'Andheri East, Mumbai' } });
  const company = (name: string, companyStatus = 'ACTIVE') => ({ 'company-registry': { status: 'OK', companyName: name, cin: 'U72900MH2019PTC123456', companyStatus, incorporationDate: 1546300800, companyClass: 'PRIVATE', directorCount: 2, directors: 'Anil Bhatt, Rekha Bhatt', registeredAddress: 'Andheri East, Mumbai' } });
  const clear = (isPep = false) => ({ 'sanctions-pep-screening': { status: 'OK', isSanctioned: false, isPep, matchCount: isPep ? 1 : 0, highestMatchScore: isPep ? 91 : 0, lists: isPep ? 'PEP (IN)' : '', matches: [] } });
  list.push(
    kyb(4, 13, { gstin: '27AAACB1234C1Z5', directorNames: 'Anil Bhatt' }, { ...gstin('Bhatt Electronics Private Limited'), ...company('BHATT ELECTRONICS PRIVATE LIMITED'), ...clear() }),
    kyb(2, 15, { gstin: '29AAGCS5678D1ZQ', directorNames: 'Sunil Shetty' }, { ...gstin('Shetty Agro Foods Private Limited'), ...company('SHETTY AGRO FOODS PRIVATE LIMITED'), ...clear(true) }),
    kyb(0, 1, { gstin: '07AAFCT9012E1Z2', directorNames: 'Tarun Malik' }, { ...gstin('Trendline Apparel Private Limited', 'CANCELLED'), ...company('TRENDLINE APPAREL PRIVATE LIMITED', 'STRIKE_OFF'), ...clear() }),
  );
  return list;
}

export async function seedWorkflows(db: Kysely<Database>) {
  const now = Date.now();

  for (const workflow of workflows()) {
    const [first, ...later] = workflow.versions;
    if (!first) continue;
    await createWorkflow(db, {
      id: workflow.id,
      orgId: DEMO_ORG_ID,
      userId: DEMO_USERS[first.by].id,
      name: workflow.name,
      useCase: workflow.useCase,
      active: workflow.active ?? true,
      workflowObject: checked(first.flow, `${workflow.name} v1`),
      createdAt: new Date(now - first.daysAgo * DAY),
    });
    for (const [index, version] of later.entries()) {
      await updateWorkflow(db, DEMO_ORG_ID, workflow.id, DEMO_USERS[version.by].id, { workflowObject: checked(version.flow, `${workflow.name} v${index + 2}`) }, new Date(now - version.daysAgo * DAY));
    }
  }

  for (const [index, template] of templates().entries()) {
    const at = new Date(now - (90 - index) * DAY);
    await db
      .insertInto('templates')
      .values({
        id: template.id,
        name: template.name,
        description: template.description,
        use_case: template.useCase,
        is_demo: template.isDemo,
        workflow_object: json(checked(template.flow, template.name)),
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  await db
    .insertInto('hosted_configs')
    .values({
      organization_id: DEMO_ORG_ID,
      updated_by: DEMO_USERS.owner.id,
      config: json(normaliseHostedConfig(DEMO_HOSTED_CONFIG)),
      created_at: new Date(now - 10 * DAY),
      updated_at: new Date(now - 3 * DAY),
    })
    .execute();

  const runs = scenarios();
  const through = (key: keyof typeof SEEDED_QUICKLINK_IDS) => runs.filter((s) => s.quicklink === key).length;
  await insertQuickLink(db, {
    id: SEEDED_QUICKLINK_IDS.websiteSignup,
    orgId: DEMO_ORG_ID,
    environment: 'test',
    userId: DEMO_USERS.member.id,
    workflowId: SEEDED_WORKFLOW_IDS.onboarding,
    name: 'Website signup',
    redirectionUrl: 'https://acme-lending.example/welcome',
    transactionLimit: 100,
    transactionCount: through('websiteSignup'),
    isEnabled: true,
    showResponseOutput: false,
    createdAt: new Date(now - 11.5 * DAY),
  });
  await insertQuickLink(db, {
    id: SEEDED_QUICKLINK_IDS.branchPilot,
    orgId: DEMO_ORG_ID,
    environment: 'test',
    userId: DEMO_USERS.owner.id,
    workflowId: SEEDED_WORKFLOW_IDS.payout,
    name: 'Branch walk-in pilot',
    redirectionUrl: null,
    transactionLimit: through('branchPilot'),
    transactionCount: through('branchPilot'),
    isEnabled: true,
    showResponseOutput: true,
    createdAt: new Date(now - 8.5 * DAY),
  });

  for (const [index, scenario] of runs.entries()) {
    const run = await simulateRun(scenario.flow, scenario.data, scenario.answers, index + 1);
    const createdAt = new Date(now - scenario.daysAgo * DAY - scenario.hour * HOUR - ((index * 7) % 50) * 60_000);
    await insertTransaction(db, {
      id: `txn_demo_${String(index + 1).padStart(3, '0')}`,
      orgId: DEMO_ORG_ID,
      environment: 'test',
      workflowId: SEEDED_WORKFLOW_IDS[scenario.workflow],
      version: scenario.version,
      outcome: run.outcome,
      reason: run.reason,
      inputData: scenario.data,
      nodes: run.nodes,
      awaitedKeys: run.awaitedKeys,
      creditsCharged: run.serviceCalls,
      quicklinkId: scenario.quicklink ? SEEDED_QUICKLINK_IDS[scenario.quicklink] : null,
      durationMs: run.durationMs,
      createdAt,
      completedAt: run.durationMs === null ? null : new Date(createdAt.getTime() + run.durationMs),
    });
  }

  // An engine failure (a service timed out) and a template try-out, for the report's other states.
  const failedAt = new Date(now - 13 * DAY - 4 * HOUR);
  const kycV2 = onboardingKyc(2);
  const [start, panNode] = [kycV2.columns[0]?.nodes[0], kycV2.columns[1]?.nodes[0]];
  await insertTransaction(db, {
    id: 'txn_demo_900',
    orgId: DEMO_ORG_ID,
    environment: 'test',
    workflowId: SEEDED_WORKFLOW_IDS.onboarding,
    version: 2,
    outcome: 'ERROR',
    reason: 'pan-verification did not answer within 10000 ms',
    inputData: { fullName: 'Imran Qureshi', pan: 'QRSPQ4455J', accountNumber: '50100556677889', ifsc: 'HDFC0000321' },
    nodes: [
      { nodeId: start?.id ?? 'start_ghdvng', kind: 'START', name: 'Input', supplierId: null, columnPosition: 0, nodePosition: 0, status: 'RAN', conditionResult: null, inputs: {}, outputs: {}, durationMs: 1, reason: null },
      {
        nodeId: panNode?.id ?? 'pan-verification__k3p9',
        kind: 'source',
        name: 'PAN Verification',
        supplierId: 'pan-verification',
        columnPosition: 1,
        nodePosition: 0,
        status: 'FAILED',
        conditionResult: null,
        inputs: { pan: 'QRSPQ4455J', fullName: 'Imran Qureshi' },
        outputs: {},
        durationMs: 10000,
        reason: 'timed out after 10000 ms',
      },
    ],
    creditsCharged: 0,
    durationMs: 10004,
    createdAt: failedAt,
    completedAt: new Date(failedAt.getTime() + 10004),
  });
  const tryout = await simulateRun(panKycTemplate(), { pan: 'ABCPE1234F', fullName: 'Kavya Nair' }, { 'pan-verification': { status: 'OK', name: 'KAVYA NAIR', panType: 'INDIVIDUAL', nameMatchScore: 100, aadhaarLinked: true } }, 99);
  const tryoutAt = new Date(now - 2 * DAY - 6 * HOUR);
  await insertTransaction(db, {
    id: 'txn_demo_901',
    orgId: DEMO_ORG_ID,
    environment: 'test',
    workflowId: null,
    templateId: 'tpl_pan_kyc',
    version: 1,
    outcome: tryout.outcome,
    reason: tryout.reason,
    inputData: { pan: 'ABCPE1234F', fullName: 'Kavya Nair' },
    nodes: tryout.nodes,
    creditsCharged: tryout.serviceCalls,
    durationMs: tryout.durationMs,
    createdAt: tryoutAt,
  });
}
