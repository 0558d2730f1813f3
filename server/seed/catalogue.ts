import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findPlan } from '~/contract/reference';
import { defaultCapabilityOutput, deriveCapabilityInput, insertCapability, type CapabilityValues } from '../store/capabilities';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';
import { and, column, endColumn, eq, gt, gte, int, lt, or, out, serviceNode, START_ID, status, text } from './workflowFlows';

const DAY = 86_400_000;

interface SeedCapability {
  id: string;
  organizationId: string | null;
  ageDays: number;
  values: Omit<CapabilityValues, 'input' | 'output' | 'isAsync'>;
}

function panBankKyc(): SeedCapability {
  const pan = serviceNode('pan-verification', 'p4n1', [1, 0], { skip: ['dob'] });
  const bank = serviceNode('bank-account-verification', 'b4k1', [2, 0], {
    map: { fullName: `source.${pan.id}.name` },
    condition: eq(status(pan.id), text('OK')),
  });
  const ends = endColumn('k7q2', 3, {
    reject: or(eq(status(pan.id), text('NO_RECORD_FOUND')), eq(status(bank.id), text('NO_RECORD_FOUND'))),
    review: lt(out(bank.id, 'nameMatchScore'), int(80)),
    accept: and(eq(status(pan.id), text('OK')), eq(status(bank.id), text('OK')), gte(out(bank.id, 'nameMatchScore'), int(80))),
  });
  return {
    id: 'cap_pan-bank-kyc',
    organizationId: null,
    ageDays: 40,
    values: {
      name: 'PAN and Bank Account KYC',
      description: 'Verifies the PAN, then confirms the bank account belongs to the same person by matching the PAN name with the name at the bank.',
      object: { columns: [column('p4n1', 'source', [pan], 'Identity'), column('b4k1', 'source', [bank], 'Bank'), ends] },
      plansWithAccess: ['growth', 'enterprise'],
      industry: ['finance', 'fintech', 'neo_bank'],
      geography: ['in'],
      useCase: ['onboarding', 'payouts'],
      active: true,
    },
  };
}

function contactRisk(): SeedCapability {
  const mobile = serviceNode('mobile-risk', 'm0b1', [1, 0], { skip: ['countryCode'] });
  const email = serviceNode('email-risk', 'e3m1', [1, 1]);
  const ip = serviceNode('ip-intelligence', 'i9p1', [1, 2]);
  const ends = endColumn('c5r2', 2, {
    reject: or(eq(out(email.id, 'isDisposable'), text(true)), eq(out(ip.id, 'isTor'), text(true)), eq(out(mobile.id, 'isValid'), text(false))),
    review: or(gte(out(mobile.id, 'riskScore'), int(60)), gte(out(ip.id, 'riskScore'), int(60))),
    accept: and(eq(status(mobile.id), text('OK')), eq(status(email.id), text('OK')), lt(out(mobile.id, 'riskScore'), int(60))),
  });
  return {
    id: 'cap_contact-risk',
    organizationId: null,
    ageDays: 60,
    values: {
      name: 'Contact and Network Risk',
      description: 'Scores the phone number, email address and IP address of a sign-up together; rejects disposable emails and Tor traffic.',
      object: { columns: [column('c0n1', 'source', [mobile, email, ip], 'Contact and network signals'), ends] },
      plansWithAccess: ['free', 'growth', 'enterprise'],
      industry: ['finance', 'fintech', 'neo_bank', 'matrimony_dating', 'gaming_betting', 'gaming', 'ecommerce', 'others'],
      geography: ['in', 'id', 'us'],
      useCase: ['onboarding', 'login', 'payments'],
      active: true,
    },
  };
}

function selfieDocumentMatch(): SeedCapability {
  const ocr = serviceNode('document-ocr', 'd0c1', [1, 0], { skip: ['documentBackImage'], statics: { documentType: 'PAN' } });
  const face = serviceNode('face-match', 'f4c1', [2, 0], {
    map: { image1: `input.${START_ID}.selfieImage`, image2: `input.${START_ID}.documentImage` },
    skip: ['threshold'],
    condition: eq(status(ocr.id), text('OK')),
  });
  const live = serviceNode('liveness', 'l1v1', [2, 1], { condition: eq(status(ocr.id), text('OK')) });
  const ends = endColumn('v2k3', 3, {
    reject: or(eq(out(live.id, 'isLive'), text(false)), lt(out(face.id, 'matchScore'), int(50))),
    review: lt(out(face.id, 'matchScore'), int(75)),
    accept: and(eq(out(live.id, 'isLive'), text(true)), eq(out(face.id, 'isMatch'), text(true))),
  });
  return {
    id: 'cap_selfie-document-match',
    organizationId: null,
    ageDays: 21,
    values: {
      name: 'Selfie and Document Match',
      description: 'Reads the identity document, checks the selfie is live and matches its face with the document photo.',
      object: { columns: [column('d0c1', 'source', [ocr], 'Document'), column('f4c1', 'source', [face, live], 'Biometrics'), ends] },
      plansWithAccess: ['enterprise'],
      industry: ['finance', 'fintech', 'neo_bank', 'gaming_betting'],
      geography: ['in', 'id', 'us'],
      useCase: ['onboarding', 'profile_updates'],
      active: true,
    },
  };
}

function businessKyb(): SeedCapability {
  const gst = serviceNode('gstin-verification', 'g5t1', [1, 0]);
  const registry = serviceNode('company-registry', 'r3g1', [2, 0], {
    map: { companyName: `source.${gst.id}.legalName` },
    skip: ['cin'],
    condition: eq(out(gst.id, 'gstinStatus'), text('ACTIVE')),
  });
  const screening = serviceNode('sanctions-pep-screening', 's4n1', [2, 1], {
    map: { fullName: `source.${gst.id}.legalName` },
    skip: ['dob', 'nationality', 'threshold'],
    condition: eq(status(gst.id), text('OK')),
  });
  const ends = endColumn('b7y4', 3, {
    reject: or(eq(out(gst.id, 'gstinStatus'), text('CANCELLED')), eq(out(screening.id, 'isSanctioned'), text(true))),
    review: or(eq(out(registry.id, 'companyStatus'), text('DORMANT')), eq(out(screening.id, 'isPep'), text(true))),
    accept: and(eq(out(gst.id, 'gstinStatus'), text('ACTIVE')), eq(out(registry.id, 'companyStatus'), text('ACTIVE'))),
  });
  return {
    id: 'cap_business-kyb',
    organizationId: null,
    ageDays: 12,
    values: {
      name: 'Business KYB',
      description: 'Checks the GSTIN, finds the company in the registry and screens it against sanctions lists before onboarding a business.',
      object: { columns: [column('g5t1', 'source', [gst], 'Tax registration'), column('r3g1', 'source', [registry, screening], 'Registry and screening'), ends] },
      plansWithAccess: ['growth', 'enterprise'],
      industry: ['finance', 'fintech', 'ecommerce'],
      geography: ['in'],
      useCase: ['onboarding', 'lending'],
      active: true,
    },
  };
}

function payoutBeneficiary(): SeedCapability {
  const upi = serviceNode('upi-verification', 'u9i1', [1, 0]);
  const match = serviceNode('name-match', 'n4m1', [2, 0], {
    map: { name1: `input.${START_ID}.fullName`, name2: `source.${upi.id}.accountHolderName` },
    skip: ['threshold'],
    condition: eq(status(upi.id), text('OK')),
  });
  const ends = endColumn('p0t5', 3, {
    reject: or(eq(status(upi.id), text('NO_RECORD_FOUND')), lt(out(match.id, 'score'), int(50))),
    review: eq(out(upi.id, 'isMerchant'), text(true)),
    accept: eq(out(match.id, 'isMatch'), text(true)),
  });
  return {
    id: 'cap_payout-beneficiary',
    organizationId: DEMO_ORG_ID,
    ageDays: 3,
    values: {
      name: 'Payout Beneficiary Check',
      description: 'Before a loan disbursal, resolves the UPI id and matches its holder name with the borrower.',
      object: { columns: [column('u9i1', 'source', [upi], 'UPI'), column('n4m1', 'source', [match], 'Name match'), ends] },
      plansWithAccess: ['growth', 'enterprise'],
      industry: ['fintech'],
      geography: ['in'],
      useCase: ['payouts'],
      active: true,
    },
  };
}

function loginDeviceGuard(): SeedCapability {
  const device = serviceNode('device-intelligence', 'd3v1', [1, 0]);
  const ip = serviceNode('ip-intelligence', 'i9p2', [1, 1]);
  const ends = endColumn('l0g6', 2, {
    reject: or(eq(out(device.id, 'isEmulator'), text(true)), eq(out(ip.id, 'isTor'), text(true))),
    review: or(eq(out(device.id, 'isRooted'), text(true)), gt(out(device.id, 'accountsOnDevice'), int(3))),
    accept: and(eq(status(device.id), text('OK')), lt(out(device.id, 'riskScore'), int(50))),
  });
  return {
    id: 'cap_login-device-guard',
    organizationId: DEMO_ORG_ID,
    ageDays: 8,
    values: {
      name: 'Login Device Guard',
      description: 'Blocks sign-ins from emulators and Tor, and sends rooted or shared devices to review. Paused while the app team tunes the thresholds.',
      object: { columns: [column('d3v1', 'source', [device, ip], 'Device and network'), ends] },
      plansWithAccess: ['growth'],
      industry: ['fintech'],
      geography: ['in'],
      useCase: ['login'],
      active: false,
    },
  };
}

/** The demo capabilities: four of the platform (one for Enterprise only) and two of Acme Lending. */
export function demoCapabilities(): SeedCapability[] {
  return [panBankKyc(), contactRisk(), selfieDocumentMatch(), businessKyb(), payoutBeneficiary(), loginDeviceGuard()];
}

/** Acme Lending on the Growth plan in India, and capabilities built from catalogue services. */
export async function seedCatalogue(db: Kysely<Database>) {
  const growth = findPlan('growth', 'in');
  const now = Date.now();
  await db
    .insertInto('subscriptions')
    .values({
      organization_id: DEMO_ORG_ID,
      plan_id: 'growth',
      geography: 'in',
      active: true,
      balance_left: (growth?.includedCredits ?? 25000) - 6550,
      end_at: new Date(now + 19 * DAY),
    })
    .execute();
  for (const seed of demoCapabilities()) {
    const object = seed.values.object;
    const isAsync = (object?.columns ?? []).some((c) => c.nodes.some((n) => n.isAsync));
    const createdAt = new Date(now - seed.ageDays * DAY);
    const updatedAt = new Date(createdAt.getTime() + (seed.ageDays > 5 ? 2 * DAY : 3_600_000));
    await insertCapability(
      db,
      seed.organizationId,
      { ...seed.values, isAsync, input: deriveCapabilityInput(object), output: defaultCapabilityOutput() },
      { id: seed.id, createdBy: seed.organizationId ? DEMO_USERS.owner.id : null, createdAt, updatedAt },
    );
  }
}
