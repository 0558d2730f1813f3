import { LIST_OPERATOR, PATTERN_OPERATOR, referencedNodeId, referencesOf, storedInt, type components } from '~/contract';
import { operatorRefs } from '../catalogue/operators';
import { INPUT_ATTRIBUTES } from '../catalogue/inputAttributes';
import { findService } from '../services/catalogue';

/**
 * Builders of the seeded flow objects (workflows and templates), and the flows themselves. Service
 * nodes are built from the sandbox catalogue (`server/services/catalogue`), so their inputs and
 * outputs are the services' own.
 */

type Schemas = components['schemas'];
export type Flow = Schemas['WorkflowObject'];
export type FlowColumn = Schemas['WorkflowColumn'];
export type FlowNode = Schemas['WorkflowNode'];
export type Expression = Schemas['WorkflowConditionExpression'];
type Operand = Schemas['WorkflowConditionOperand'];

/** The start node's fixed id and name (document 2 section 2.5). */
export const START_ID = 'start_ghdvng';
export const START_NAME = 'Input';

/** The sandbox services the seeded flows use (ids of `server/services/catalogue`). */
export const SEEDED_SERVICE_IDS = [
  'pan-verification',
  'bank-account-verification',
  'name-match',
  'upi-verification',
  'mobile-risk',
  'email-risk',
  'ip-intelligence',
  'device-intelligence',
  'mobile-to-name',
  'gstin-verification',
  'company-registry',
  'sanctions-pep-screening',
  'document-ocr',
  'face-match',
  'liveness',
] as const;
export type SeededServiceId = (typeof SEEDED_SERVICE_IDS)[number];

/** Block and allow lists (ids of the lists seed) the seeded conditions name. */
export const SEEDED_LIST_IDS = { fraudPans: 'bl_fraud_pans', riskyDevices: 'bl_risky_devices' } as const;

// --- expressions (document 2 section 3.6) ---

/** Integer constants carry the contract's integer marker. */
export const int = (value: number): Operand => storedInt(value) as Operand;
export const text = (value: string | boolean): Operand => ({ const: value });
export const ref = (obj: string): Operand => ({ obj });
export const input = (key: string) => ref(`input.${START_ID}.${key}`);
export const out = (nodeId: string, key: string) => ref(`source.${nodeId}.${key}`);
export const status = (nodeId: string) => out(nodeId, 'status');
export const tagStatus = (nodeId: string) => ref(`tag.${nodeId}.status`);
const op =
  (name: string) =>
  (left: Operand, right: Operand): Expression => ({ [name]: [left, right] }) as Expression;
export const eq = op('eq');
export const not = op('not');
export const gt = op('gt');
export const gte = op('gte');
export const lt = op('lt');
export const matchString = op(PATTERN_OPERATOR);
export const isBlocked = (value: Operand, listId: string) => op(LIST_OPERATOR)(value, { const: listId });
export const and = (...items: Expression[]): Expression => ({ and: items }) as Expression;
export const or = (...items: Expression[]): Expression => ({ or: items }) as Expression;

/** Every node an expression refers to (its dependencies), in order of appearance. */
function referencedNodes(expression: unknown): Set<string> {
  return new Set(referencesOf(expression).flatMap((reference) => referencedNodeId(reference) ?? []));
}

// --- nodes ---

export function startColumn(): FlowColumn {
  return {
    id: 'column_0',
    metadata: { kind: 'start', description: 'Input added by customers on the website or the app.' },
    nodes: [
      {
        id: START_ID,
        kind: 'START',
        name: START_NAME,
        displayName: 'Start',
        description: 'Input added by customers on the website or the app.',
        columnPosition: 0,
        nodePosition: 0,
        dependencies: [],
        conditions: [],
        outputs: INPUT_ATTRIBUTES.map((attribute) => ({
          key: attribute.key,
          displayName: attribute.displayName,
          platformDisplayName: attribute.displayName,
          type: attribute.type,
          format: attribute.format,
          description: attribute.description,
          namespace: START_ID,
          location: `input.${START_ID}.${attribute.key}`,
          ...(attribute.allowedValues ? { allowedValues: [...attribute.allowedValues] } : {}),
          operators: operatorRefs(attribute.type, attribute.format),
        })),
      },
    ],
  };
}

interface ServiceOptions {
  /** Input key → location other than the same-named input attribute. */
  map?: Record<string, string>;
  statics?: Record<string, string | number | boolean>;
  /** Optional inputs the flow leaves unmapped. */
  skip?: string[];
  condition?: Expression;
  /** Extra dependencies beyond the nodes the condition refers to. */
  after?: string[];
}

export function serviceNode(serviceId: SeededServiceId, suffix: string, position: [number, number], options: ServiceOptions = {}): FlowNode {
  const service = findService(serviceId);
  if (!service) throw new Error(`seed: the catalogue has no service ${serviceId}`);
  const id = `${service.id}__${suffix}`;
  const dependencies = new Set([...(options.after ?? []), ...referencedNodes(options.condition ?? null)]);
  for (const location of Object.values(options.map ?? {})) {
    const [kind, nodeId] = location.split('.');
    if (kind === 'source' && nodeId) dependencies.add(nodeId);
  }
  return {
    id,
    kind: 'source',
    name: service.displayName,
    displayName: service.displayName,
    platformDisplayName: service.displayName,
    apiName: service.apiName,
    description: service.description,
    supplierId: service.id,
    isAsync: service.isAsync,
    dependencies: [...dependencies],
    conditions: options.condition ? [options.condition] : [],
    columnPosition: position[0],
    nodePosition: position[1],
    open: false,
    inputs: service.inputs
      .filter((definition) => !definition.isHiddenOnPlatform)
      .map((definition) => {
        const base = {
          key: definition.key,
          displayName: definition.displayName,
          type: definition.type,
          format: definition.format,
          description: definition.description,
          namespace: id,
          optionality: definition.optionality,
          isOptional: definition.optionality !== 'REQUIRED',
          ...(definition.allowedValues ? { allowedValues: [...definition.allowedValues] } : {}),
        };
        const staticValue = options.statics?.[definition.key];
        if (staticValue !== undefined) {
          return { ...base, location: `static..${definition.key}`, locationKind: 'static' as const, locationId: '', locationType: definition.key, isStatic: true, staticValue };
        }
        if (options.skip?.includes(definition.key)) return { ...base, location: '..', locationKind: '' as const, locationId: '', locationType: '', isStatic: false };
        const location = options.map?.[definition.key] ?? `input.${START_ID}.${definition.key}`;
        const [kind = 'input', locationId = START_ID, locationType = definition.key] = location.split('.');
        return { ...base, location, locationKind: kind as 'input' | 'source', locationId, locationType, isStatic: false };
      }),
    outputs: service.outputs.map((output) => ({
      key: output.key,
      displayName: output.displayName,
      platformDisplayName: output.displayName,
      type: output.type,
      format: output.format,
      description: output.description,
      namespace: id,
      location: `source.${id}.${output.key}`,
      ...(output.allowedValues ? { allowedValues: [...output.allowedValues] } : {}),
      operators: operatorRefs(output.type, output.format),
    })),
  };
}

export function tagNode(name: string, suffix: string, position: [number, number], color: 'gray' | 'orange' | 'green' | 'red', condition: Expression): FlowNode {
  return {
    id: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${suffix}`,
    kind: 'tag',
    name,
    displayName: name,
    description: 'Intermediate steps that can be applied when a particular condition is met.',
    color,
    dependencies: [...referencedNodes(condition)],
    conditions: [condition],
    columnPosition: position[0],
    nodePosition: position[1],
    outputs: [{ key: 'status', displayName: 'Status', type: 'STRING', format: 'TEXT', allowedValues: ['OK', 'FAILED'], operators: [{ key: 'eq' }, { key: 'not' }] }],
  };
}

export function awaitNode(name: string, suffix: string, position: [number, number], keys: string[], condition: Expression): FlowNode {
  return {
    id: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${suffix}`,
    kind: 'AWAIT',
    name,
    displayName: name,
    description: 'Pauses the execution and waits for user to add input.',
    awaits: [{ nodeName: START_NAME, values: keys }],
    dependencies: [...referencedNodes(condition)],
    conditions: [condition],
    columnPosition: position[0],
    nodePosition: position[1],
  };
}

export function column(id: string, kind: 'source' | 'tag' | 'branch' | 'await', nodes: FlowNode[], description: string, extra: Partial<FlowColumn['metadata']> = {}): FlowColumn {
  return { id: `column_${id}`, metadata: { kind, description, ...extra }, nodes };
}

/** The end column: reject, manual review and accept, each with its condition. */
export function endColumn(suffix: string, position: number, ends: { reject: Expression; review?: Expression; accept: Expression }): FlowColumn {
  const node = (kind: 'end_rejected' | 'end_manual_review' | 'end_accepted', prefix: string, name: string, condition: Expression, nodePosition: number): FlowNode => ({
    id: `${prefix}${suffix}`,
    kind,
    name,
    displayName: name,
    description: `End the flow with ${name}.`,
    dependencies: [...referencedNodes(condition)],
    conditions: [condition],
    columnPosition: position,
    nodePosition,
  });
  const nodes = [node('end_rejected', 'reject_', 'Reject', ends.reject, 0)];
  if (ends.review) nodes.push(node('end_manual_review', 'manual_review_', 'Manual Review', ends.review, nodes.length));
  nodes.push(node('end_accepted', 'accept_', 'Accept', ends.accept, nodes.length));
  return { id: `column_end_${suffix}`, metadata: { kind: 'end', description: 'End states' }, nodes };
}

// --- the demo organisation's workflows ---

/** Retail onboarding KYC: PAN, then the bank account, then (from v2) a name match of the two names. */
export function onboardingKyc(version: 1 | 2 | 3): Flow {
  const pan = serviceNode('pan-verification', 'k3p9', [1, 0], { skip: ['dob'] });
  const bank = serviceNode('bank-account-verification', 'k3b2', [2, 0], { map: { fullName: `source.${pan.id}.name` }, condition: eq(status(pan.id), text('OK')) });
  const reject = or(
    isBlocked(input('pan'), SEEDED_LIST_IDS.fraudPans),
    eq(status(pan.id), text('NO_RECORD_FOUND')),
    eq(status(bank.id), text('NO_RECORD_FOUND')),
    eq(out(bank.id, 'accountExists'), text(false)),
    ...(version === 3 ? [not(out(pan.id, 'panType'), text('INDIVIDUAL'))] : []),
  );
  if (version === 1) {
    return {
      columns: [
        startColumn(),
        column('k3c1', 'source', [pan], 'PAN check'),
        column('k3c2', 'source', [bank], 'Bank account check'),
        endColumn('k3e1', 3, {
          reject,
          review: lt(out(bank.id, 'nameMatchScore'), int(80)),
          accept: and(eq(status(pan.id), text('OK')), eq(status(bank.id), text('OK')), gte(out(bank.id, 'nameMatchScore'), int(80))),
        }),
      ],
    };
  }
  const match = serviceNode('name-match', 'k3n4', [3, 0], {
    map: { name1: `source.${pan.id}.name`, name2: `source.${bank.id}.nameAtBank` },
    statics: { threshold: version === 3 ? 80 : 85 },
    condition: eq(status(bank.id), text('OK')),
  });
  return {
    columns: [
      startColumn(),
      column('k3c1', 'source', [pan], 'PAN check'),
      column('k3c2', 'source', [bank], 'Bank account check'),
      column('k3c3', 'source', [match], 'Name match of PAN and bank records'),
      endColumn('k3e1', 4, {
        reject,
        review: or(eq(out(match.id, 'isMatch'), text(false)), not(status(match.id), text('OK'))),
        accept: and(eq(status(pan.id), text('OK')), eq(status(bank.id), text('OK')), eq(out(match.id, 'isMatch'), text(true))),
      }),
    ],
  };
}

/** Personal loan risk tiering: contact risk, a High Risk tag, then branch A (IP check) or branch B (mobile to name). */
export function loanRiskTiering(): Flow {
  const mobile = serviceNode('mobile-risk', 'r5m1', [1, 0]);
  const email = serviceNode('email-risk', 'r5e1', [1, 1]);
  const tag = tagNode('High Risk', 'r5t1', [2, 0], 'red', or(eq(out(mobile.id, 'riskLevel'), text('HIGH')), eq(out(email.id, 'isDisposable'), text(true)), gte(out(email.id, 'riskScore'), int(70))));
  const ip = serviceNode('ip-intelligence', 'r5i1', [3, 0], { condition: eq(tagStatus(tag.id), text('OK')) });
  const owner = serviceNode('mobile-to-name', 'r5o1', [4, 0], { condition: eq(tagStatus(tag.id), text('FAILED')) });
  return {
    columns: [
      startColumn(),
      column('r5c1', 'source', [mobile, email], 'Contact risk'),
      column('r5c2', 'tag', [tag], 'Risk tier'),
      column('r5c3', 'branch', [ip], 'Branch A: high risk', { parentID: tag.id, branch: 'A' }),
      column('r5c4', 'branch', [owner], 'Branch B: standard risk', { parentID: tag.id, branch: 'B' }),
      endColumn('r5e1', 5, {
        reject: and(eq(tagStatus(tag.id), text('OK')), or(eq(out(ip.id, 'isProxy'), text(true)), eq(out(ip.id, 'riskLevel'), text('HIGH')))),
        review: or(eq(tagStatus(tag.id), text('OK')), lt(out(owner.id, 'nameMatchScore'), int(70))),
        accept: and(eq(tagStatus(tag.id), text('FAILED')), gte(out(owner.id, 'nameMatchScore'), int(70))),
      }),
    ],
  };
}

/** Payout beneficiary: UPI first; when it fails, await the bank details and verify the account. */
export function payoutBeneficiary(): Flow {
  const upi = serviceNode('upi-verification', 'p2u1', [1, 0]);
  const wait = awaitNode('Bank details', 'p2w1', [2, 0], ['accountNumber', 'ifsc'], not(status(upi.id), text('OK')));
  const bank = serviceNode('bank-account-verification', 'p2b1', [3, 0], { condition: not(status(upi.id), text('OK')), after: [wait.id] });
  return {
    columns: [
      startColumn(),
      column('p2c1', 'source', [upi], 'UPI id check'),
      column('p2c2', 'await', [wait], 'Ask for bank details when UPI fails'),
      column('p2c3', 'source', [bank], 'Bank account check'),
      endColumn('p2e1', 4, {
        reject: or(eq(status(bank.id), text('NO_RECORD_FOUND')), eq(out(bank.id, 'accountExists'), text(false))),
        review: or(lt(out(upi.id, 'nameMatchScore'), int(70)), lt(out(bank.id, 'nameMatchScore'), int(70))),
        accept: or(and(eq(status(upi.id), text('OK')), gte(out(upi.id, 'nameMatchScore'), int(70))), and(eq(status(bank.id), text('OK')), gte(out(bank.id, 'nameMatchScore'), int(70)))),
      }),
    ],
  };
}

/** Login device guard: device and IP signals, a block list of devices, and headless browsers to review. */
export function loginDeviceGuard(version: 1 | 2): Flow {
  const device = serviceNode('device-intelligence', 'g8d1', [1, 0]);
  const ip = serviceNode('ip-intelligence', 'g8i1', [1, 1]);
  return {
    columns: [
      startColumn(),
      column('g8c1', 'source', [device, ip], 'Device and network signals'),
      endColumn('g8e1', 2, {
        reject: or(eq(out(device.id, 'isEmulator'), text(true)), isBlocked(input('deviceId'), SEEDED_LIST_IDS.riskyDevices), eq(out(ip.id, 'isTor'), text(true))),
        review: or(
          not(out(ip.id, 'country'), text('IN')),
          gt(out(device.id, 'accountsOnDevice'), int(version === 1 ? 5 : 3)),
          ...(version === 2 ? [matchString(input('userAgent'), text('HeadlessChrome|PhantomJS|Selenium'))] : []),
        ),
        accept: and(eq(status(device.id), text('OK')), eq(status(ip.id), text('OK'))),
      }),
    ],
  };
}

/** Merchant KYB: GSTIN, then the company registry and a sanctions screening of the director. */
export function merchantKyb(): Flow {
  const gstin = serviceNode('gstin-verification', 'm4g1', [1, 0]);
  const company = serviceNode('company-registry', 'm4c1', [2, 0], { map: { companyName: `source.${gstin.id}.legalName` }, condition: eq(status(gstin.id), text('OK')) });
  const sanctions = serviceNode('sanctions-pep-screening', 'm4s1', [2, 1], { map: { fullName: `input.${START_ID}.directorNames` }, skip: ['dob', 'nationality'], statics: { threshold: 85 } });
  return {
    columns: [
      startColumn(),
      column('m4c1', 'source', [gstin], 'GST registration'),
      column('m4c2', 'source', [company, sanctions], 'Company and director checks'),
      endColumn('m4e1', 3, {
        reject: or(not(out(gstin.id, 'gstinStatus'), text('ACTIVE')), eq(out(sanctions.id, 'isSanctioned'), text(true))),
        review: or(eq(out(sanctions.id, 'isPep'), text(true)), not(out(company.id, 'companyStatus'), text('ACTIVE'))),
        accept: and(eq(status(gstin.id), text('OK')), eq(status(company.id), text('OK'))),
      }),
    ],
  };
}

/** Mobile number change: the new number must belong to the customer. */
export function mobileNumberChange(): Flow {
  const owner = serviceNode('mobile-to-name', 'u6o1', [1, 0]);
  return {
    columns: [
      startColumn(),
      column('u6c1', 'source', [owner], 'Owner of the new number'),
      endColumn('u6e1', 2, {
        reject: eq(status(owner.id), text('NO_RECORD_FOUND')),
        review: lt(out(owner.id, 'nameMatchScore'), int(80)),
        accept: gte(out(owner.id, 'nameMatchScore'), int(80)),
      }),
    ],
  };
}

// --- templates ---

export function panKycTemplate(): Flow {
  const pan = serviceNode('pan-verification', 't1p1', [1, 0], { skip: ['dob'] });
  return {
    columns: [
      startColumn(),
      column('t1c1', 'source', [pan], 'PAN check'),
      endColumn('t1e1', 2, {
        reject: or(eq(status(pan.id), text('NO_RECORD_FOUND')), eq(status(pan.id), text('FAILED'))),
        review: lt(out(pan.id, 'nameMatchScore'), int(80)),
        accept: and(eq(status(pan.id), text('OK')), gte(out(pan.id, 'nameMatchScore'), int(80))),
      }),
    ],
  };
}

export function bankAccountTemplate(): Flow {
  const bank = serviceNode('bank-account-verification', 't2b1', [1, 0]);
  return {
    columns: [
      startColumn(),
      column('t2c1', 'source', [bank], 'Penny-drop check'),
      endColumn('t2e1', 2, {
        reject: or(eq(status(bank.id), text('NO_RECORD_FOUND')), eq(out(bank.id, 'accountExists'), text(false))),
        review: lt(out(bank.id, 'nameMatchScore'), int(75)),
        accept: and(eq(status(bank.id), text('OK')), gte(out(bank.id, 'nameMatchScore'), int(75))),
      }),
    ],
  };
}

export function contactRiskTemplate(): Flow {
  const mobile = serviceNode('mobile-risk', 't3m1', [1, 0]);
  const email = serviceNode('email-risk', 't3e1', [1, 1]);
  return {
    columns: [
      startColumn(),
      column('t3c1', 'source', [mobile, email], 'Phone and e-mail risk'),
      endColumn('t3e1', 2, {
        reject: or(eq(out(email.id, 'isDisposable'), text(true)), eq(out(mobile.id, 'lineType'), text('VOIP'))),
        review: or(eq(out(mobile.id, 'riskLevel'), text('HIGH')), eq(out(email.id, 'riskLevel'), text('HIGH'))),
        accept: and(eq(status(mobile.id), text('OK')), eq(status(email.id), text('OK'))),
      }),
    ],
  };
}

export function selfieDocumentTemplate(): Flow {
  const ocr = serviceNode('document-ocr', 't4d1', [1, 0], { skip: ['documentBackImage'] });
  const live = serviceNode('liveness', 't4l1', [1, 1]);
  const face = serviceNode('face-match', 't4f1', [2, 0], {
    map: { image1: `input.${START_ID}.documentImage`, image2: `input.${START_ID}.selfieImage` },
    statics: { threshold: 80 },
    condition: and(eq(status(ocr.id), text('OK')), eq(out(live.id, 'isLive'), text(true))),
  });
  return {
    columns: [
      startColumn(),
      column('t4c1', 'source', [ocr, live], 'Document and liveness'),
      column('t4c2', 'source', [face], 'Face match'),
      endColumn('t4e1', 3, {
        reject: or(eq(out(live.id, 'isLive'), text(false)), eq(out(face.id, 'isMatch'), text(false))),
        review: not(status(ocr.id), text('OK')),
        accept: eq(out(face.id, 'isMatch'), text(true)),
      }),
    ],
  };
}

export function businessKybTemplate(): Flow {
  const gstin = serviceNode('gstin-verification', 't5g1', [1, 0]);
  const company = serviceNode('company-registry', 't5c1', [2, 0], { map: { companyName: `source.${gstin.id}.legalName` }, condition: eq(status(gstin.id), text('OK')) });
  return {
    columns: [
      startColumn(),
      column('t5c1', 'source', [gstin], 'GST registration'),
      column('t5c2', 'source', [company], 'Company registry'),
      endColumn('t5e1', 3, {
        reject: not(out(gstin.id, 'gstinStatus'), text('ACTIVE')),
        review: not(out(company.id, 'companyStatus'), text('ACTIVE')),
        accept: and(eq(status(gstin.id), text('OK')), eq(status(company.id), text('OK'))),
      }),
    ],
  };
}

export function instantDecisionDemo(): Flow {
  const pan = serviceNode('pan-verification', 't6p1', [1, 0], { skip: ['fullName', 'dob'] });
  return {
    columns: [
      startColumn(),
      column('t6c1', 'source', [pan], 'PAN check'),
      endColumn('t6e1', 2, { reject: not(status(pan.id), text('OK')), accept: eq(status(pan.id), text('OK')) }),
    ],
  };
}
