import type { Kysely } from 'kysely';
import { storedInt, type components } from '~/contract';
import type { Database } from '../db/schema';
import { findPlan } from '~/contract/reference';
import { operatorRefs } from '../catalogue/operators';
import { findService } from '../services/catalogue';
import { defaultCapabilityOutput, deriveCapabilityInput, insertCapability, type CapabilityValues } from '../store/capabilities';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';

type Schemas = components['schemas'];
type FlowNode = Schemas['WorkflowNode'];
type FlowColumn = Schemas['WorkflowColumn'];
type Expression = Schemas['WorkflowConditionExpression'];
type Operand = Schemas['WorkflowConditionOperand'];

const START = 'start_ghdvng';
const DAY = 86_400_000;

/** Integer constants carry the integer marker of document 2, section 3.6. */
const int = (value: number) => storedInt(value) as Operand;
const ref = (obj: string) => ({ obj });
const status = (nodeId: string) => ref(`source.${nodeId}.status`);
const output = (nodeId: string, key: string) => ref(`source.${nodeId}.${key}`);
const eq = (left: Operand, right: Operand): Expression => ({ eq: [left, right] });
const and = (...items: Expression[]): Expression => ({ and: items });
const or = (...items: Expression[]): Expression => ({ or: items });

interface ServiceNodeOptions {
  /** Input key to a location other than the same-named input attribute (`source.<node>.<key>` or `input.<start>.<key>`). */
  map?: Record<string, string>;
  /** Static values of inputs. */
  statics?: Record<string, string | number | boolean>;
  /** Inputs left unmapped (optional ones the flow does not use). */
  skip?: string[];
  condition?: Expression;
  dependencies?: string[];
}

/** A service node built from the catalogue definition, its inputs mapped from the start step by default. */
function serviceNode(serviceId: string, suffix: string, columnPosition: number, nodePosition: number, options: ServiceNodeOptions = {}): FlowNode {
  const service = findService(serviceId);
  if (!service) throw new Error(`seed: no service ${serviceId}`);
  const id = `${service.id}__${suffix}`;
  return {
    id,
    kind: 'source',
    name: service.displayName,
    displayName: service.displayName,
    platformDisplayName: service.displayName,
    apiName: service.apiName,
    description: service.description,
    supplierId: service.id,
    dependencies: options.dependencies ?? [],
    conditions: options.condition ? [options.condition] : [],
    columnPosition,
    nodePosition,
    open: false,
    isAsync: service.isAsync,
    inputs: service.inputs.map((input) => {
      const base = {
        key: input.key,
        displayName: input.displayName,
        type: input.type,
        format: input.format,
        description: input.description,
        namespace: id,
        optionality: input.optionality,
        isOptional: input.optionality !== 'REQUIRED',
        ...(input.allowedValues ? { allowedValues: [...input.allowedValues] } : {}),
      };
      const staticValue = options.statics?.[input.key];
      if (staticValue !== undefined) {
        return { ...base, location: `static..${input.key}`, locationKind: 'static' as const, locationId: '', locationType: input.key, isStatic: true, staticValue };
      }
      if (options.skip?.includes(input.key)) return { ...base, location: '..', locationKind: '' as const, locationId: '', locationType: '', isStatic: false };
      const location = options.map?.[input.key] ?? `input.${START}.${input.key}`;
      const [kind = 'input', locationId = START, locationType = input.key] = location.split('.');
      return { ...base, location, locationKind: kind as 'input' | 'source', locationId, locationType, isStatic: false };
    }),
    outputs: service.outputs.map((out) => ({
      key: out.key,
      displayName: out.displayName,
      platformDisplayName: out.displayName,
      type: out.type,
      format: out.format,
      description: out.description,
      namespace: id,
      location: `source.${id}.${out.key}`,
      ...(out.allowedValues ? { allowedValues: [...out.allowedValues] } : {}),
      operators: operatorRefs(out.type, out.format),
    })),
  };
}

function column(id: string, kind: 'source' | 'end', nodes: FlowNode[], description: string): FlowColumn {
  return { id: `column_${id}`, metadata: { kind, description }, nodes };
}

/** The end column: reject, manual review and accept, each with its condition. */
function endColumn(id: string, position: number, ends: { reject: Expression; review?: Expression; accept: Expression }, dependencies: string[]): FlowColumn {
  const node = (kind: 'end_rejected' | 'end_manual_review' | 'end_accepted', prefix: string, name: string, condition: Expression, nodePosition: number): FlowNode => ({
    id: `${prefix}${id}`,
    kind,
    name,
    displayName: name,
    description: `End the flow with ${name}.`,
    dependencies,
    conditions: [condition],
    columnPosition: position,
    nodePosition,
  });
  const nodes = [node('end_rejected', 'reject_', 'Reject', ends.reject, 0)];
  if (ends.review) nodes.push(node('end_manual_review', 'manual_review_', 'Manual Review', ends.review, nodes.length));
  nodes.push(node('end_accepted', 'accept_', 'Accept', ends.accept, nodes.length));
  return column(`end_${id}`, 'end', nodes, 'End states');
}

interface SeedCapability {
  id: string;
  organizationId: string | null;
  ageDays: number;
  values: Omit<CapabilityValues, 'input' | 'output' | 'isAsync'>;
}

function panBankKyc(): SeedCapability {
  const pan = serviceNode('pan-verification', 'p4n1', 1, 0, { skip: ['dob'] });
  const bank = serviceNode('bank-account-verification', 'b4k1', 2, 0, {
    map: { fullName: `source.${pan.id}.name` },
    condition: eq(status(pan.id), { const: 'OK' }),
    dependencies: [pan.id],
  });
  const ends = endColumn('k7q2', 3, {
    reject: or(eq(status(pan.id), { const: 'NO_RECORD_FOUND' }), eq(status(bank.id), { const: 'NO_RECORD_FOUND' })),
    review: { lt: [output(bank.id, 'nameMatchScore'), int(80)] },
    accept: and(eq(status(pan.id), { const: 'OK' }), eq(status(bank.id), { const: 'OK' }), { gte: [output(bank.id, 'nameMatchScore'), int(80)] }),
  }, [pan.id, bank.id]);
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
  const mobile = serviceNode('mobile-risk', 'm0b1', 1, 0, { skip: ['countryCode'] });
  const email = serviceNode('email-risk', 'e3m1', 1, 1);
  const ip = serviceNode('ip-intelligence', 'i9p1', 1, 2);
  const ends = endColumn('c5r2', 2, {
    reject: or(eq(output(email.id, 'isDisposable'), { const: true }), eq(output(ip.id, 'isTor'), { const: true }), eq(output(mobile.id, 'isValid'), { const: false })),
    review: or({ gte: [output(mobile.id, 'riskScore'), int(60)] }, { gte: [output(ip.id, 'riskScore'), int(60)] }),
    accept: and(eq(status(mobile.id), { const: 'OK' }), eq(status(email.id), { const: 'OK' }), { lt: [output(mobile.id, 'riskScore'), int(60)] }),
  }, [mobile.id, email.id, ip.id]);
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
  const ocr = serviceNode('document-ocr', 'd0c1', 1, 0, { skip: ['documentBackImage'], statics: { documentType: 'PAN' } });
  const face = serviceNode('face-match', 'f4c1', 2, 0, {
    map: { image1: `input.${START}.selfieImage`, image2: `input.${START}.documentImage` },
    skip: ['threshold'],
    condition: eq(status(ocr.id), { const: 'OK' }),
    dependencies: [ocr.id],
  });
  const live = serviceNode('liveness', 'l1v1', 2, 1, { condition: eq(status(ocr.id), { const: 'OK' }), dependencies: [ocr.id] });
  const ends = endColumn('v2k3', 3, {
    reject: or(eq(output(live.id, 'isLive'), { const: false }), { lt: [output(face.id, 'matchScore'), int(50)] }),
    review: { lt: [output(face.id, 'matchScore'), int(75)] },
    accept: and(eq(output(live.id, 'isLive'), { const: true }), eq(output(face.id, 'isMatch'), { const: true })),
  }, [ocr.id, face.id, live.id]);
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
  const gst = serviceNode('gstin-verification', 'g5t1', 1, 0);
  const registry = serviceNode('company-registry', 'r3g1', 2, 0, {
    map: { companyName: `source.${gst.id}.legalName` },
    skip: ['cin'],
    condition: eq(output(gst.id, 'gstinStatus'), { const: 'ACTIVE' }),
    dependencies: [gst.id],
  });
  const screening = serviceNode('sanctions-pep-screening', 's4n1', 2, 1, {
    map: { fullName: `source.${gst.id}.legalName` },
    skip: ['dob', 'nationality', 'threshold'],
    condition: eq(status(gst.id), { const: 'OK' }),
    dependencies: [gst.id],
  });
  const ends = endColumn('b7y4', 3, {
    reject: or(eq(output(gst.id, 'gstinStatus'), { const: 'CANCELLED' }), eq(output(screening.id, 'isSanctioned'), { const: true })),
    review: or(eq(output(registry.id, 'companyStatus'), { const: 'DORMANT' }), eq(output(screening.id, 'isPep'), { const: true })),
    accept: and(eq(output(gst.id, 'gstinStatus'), { const: 'ACTIVE' }), eq(output(registry.id, 'companyStatus'), { const: 'ACTIVE' })),
  }, [gst.id, registry.id, screening.id]);
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
  const upi = serviceNode('upi-verification', 'u9i1', 1, 0);
  const match = serviceNode('name-match', 'n4m1', 2, 0, {
    map: { name1: `input.${START}.fullName`, name2: `source.${upi.id}.accountHolderName` },
    skip: ['threshold'],
    condition: eq(status(upi.id), { const: 'OK' }),
    dependencies: [upi.id],
  });
  const ends = endColumn('p0t5', 3, {
    reject: or(eq(status(upi.id), { const: 'NO_RECORD_FOUND' }), { lt: [output(match.id, 'score'), int(50)] }),
    review: eq(output(upi.id, 'isMerchant'), { const: true }),
    accept: eq(output(match.id, 'isMatch'), { const: true }),
  }, [upi.id, match.id]);
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
  const device = serviceNode('device-intelligence', 'd3v1', 1, 0);
  const ip = serviceNode('ip-intelligence', 'i9p2', 1, 1);
  const ends = endColumn('l0g6', 2, {
    reject: or(eq(output(device.id, 'isEmulator'), { const: true }), eq(output(ip.id, 'isTor'), { const: true })),
    review: or(eq(output(device.id, 'isRooted'), { const: true }), { gt: [output(device.id, 'accountsOnDevice'), int(3)] }),
    accept: and(eq(status(device.id), { const: 'OK' }), { lt: [output(device.id, 'riskScore'), int(50)] }),
  }, [device.id, ip.id]);
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
