import fc from 'fast-check';
import type { ConditionAttribute } from '../conditionRow';
import { RAW_INPUT_FORMATS } from '../attributes';
import { withPathIds } from '../groups';
import type { ConditionContext, ConditionFunctionItem, ConditionGroup, ConditionGroupEntry, ConditionItem, ConditionReference } from '../types';

/** Valid builder models over a context: every row complete, values as the editors type them. */
type Located = { ref: ConditionReference; attribute: ConditionAttribute };

const noReference: ConditionReference = { kind: null, id: null, type: null };

function located(context: ConditionContext): Located[] {
  const { catalog } = context;
  return [
    ...catalog.input.map((attribute) => ({ ref: { kind: 'input' as const, id: null, type: attribute.key }, attribute })),
    ...catalog.source.flatMap((entity) => entity.attributes.map((attribute) => ({ ref: { kind: 'source' as const, id: entity.id, type: attribute.key }, attribute }))),
    ...catalog.tag.flatMap((entity) => entity.attributes.map((attribute) => ({ ref: { kind: 'tag' as const, id: entity.id, type: 'status' }, attribute }))),
  ];
}

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '' && !value.startsWith(','));
const nonZeroNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((n) => n % 100 !== 0).map((n) => n / 100),
).map(String);
const epochSeconds = fc.integer({ min: 0, max: 4_000_000_000 }).map(String);
const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null));
const rawInput = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 })).map((value) => JSON.stringify(value)).filter((value) => value.trim() !== '');

export function valueFor(dataType: string | undefined, format?: string): fc.Arbitrary<string> {
  if (format === 'DATE') return epochSeconds;
  if (dataType === 'NUMBER') return nonZeroNumber;
  if (dataType === 'BOOLEAN') return fc.constantFrom('true', 'false');
  return text;
}

const baseItem = (ref: ConditionReference): ConditionItem => ({
  ...ref,
  operator: 'eq',
  value: '',
  isDynamic: false,
  dynamicItem: noReference,
  isFunctionOperator: false,
  functionOperator: null,
  functionItems: [],
});

const own = (ref: ConditionReference): ConditionFunctionItem => ({ ...ref, value: '' });

export function itemArbitrary(context: ConditionContext, lists: readonly string[]): fc.Arbitrary<ConditionItem> {
  const places = located(context);
  const place = fc.constantFrom(...places);
  const relational = context.operators.filter((operator) => operator.type === 'relational' && operator.name !== 'IsBlocked');
  const functional = context.operators.filter((operator) => operator.type === 'functional');
  const operatorFor = (attribute: ConditionAttribute) => {
    const supported = relational.filter((operator) => operator.supportedDataTypes.includes(attribute.dataType));
    return fc.constantFrom(...(supported.length > 0 ? supported : relational)).map((operator) => operator.name);
  };

  const staticRow = place.chain(({ ref, attribute }) =>
    fc.tuple(operatorFor(attribute), RAW_INPUT_FORMATS.has(attribute.format ?? '') ? rawInput : valueFor(attribute.dataType, attribute.format)).map(([operator, value]) =>
      RAW_INPUT_FORMATS.has(attribute.format ?? '') ? { ...baseItem(ref), operator, rawInput: value } : { ...baseItem(ref), operator, value },
    ),
  );
  const dynamicRow = fc.tuple(place, place).chain(([left, right]) =>
    operatorFor(left.attribute).map((operator) => ({ ...baseItem(left.ref), operator, isDynamic: true, dynamicItem: right.ref })),
  );
  const argument = (type: string | undefined): fc.Arbitrary<ConditionFunctionItem> =>
    fc.oneof(
      place.map(({ ref }) => own(ref)),
      valueFor(type).map((value) => ({ kind: 'static' as const, id: null, type: null, value })),
    );
  const functionRow = fc.tuple(place, fc.constantFrom(...functional)).chain(([{ ref }, operator]) => {
    const declared = (operator.arguments ?? []).slice(1);
    const variadic = operator.arguments?.at(-1)?.variadic === true;
    const extra = variadic ? fc.array(argument(operator.arguments?.at(-1)?.type), { maxLength: 2 }) : fc.constant([]);
    return fc.tuple(fc.tuple(...declared.map((arg) => argument(arg.type))), extra).map(([args, more]) => ({
      ...baseItem(ref),
      isFunctionOperator: true,
      functionOperator: operator.name,
      functionItems: [own(ref), ...args, ...more],
    }));
  });
  const listRow = fc.tuple(place, fc.constantFrom(...lists)).map(([{ ref }, listId]) => ({
    ...baseItem(ref),
    isFunctionOperator: true,
    functionOperator: 'IsBlocked',
    functionItems: [own(ref), { kind: 'static' as const, id: null, type: null, value: listId }],
  }));
  return fc.oneof(staticRow, dynamicRow, functionRow, listRow);
}

/** Groups up to four deep (the contract allows five), empty ones included; ids follow positions. */
export function groupArbitrary(context: ConditionContext, lists: readonly string[]): fc.Arbitrary<ConditionGroup> {
  const item = itemArbitrary(context, lists);
  const { group } = fc.letrec<{ group: ConditionGroup; entry: ConditionGroupEntry }>((tie) => ({
    group: fc.record({ id: fc.constant('g'), type: fc.constantFrom('and' as const, 'or' as const), items: fc.array(tie('entry'), { maxLength: 4 }) }),
    entry: fc.oneof({ depthSize: 'small', maxDepth: 3 }, item.map((row) => ({ id: 'r', row })), tie('group')),
  }));
  return group.map((model) => withPathIds(model));
}
