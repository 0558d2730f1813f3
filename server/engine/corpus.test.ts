import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATORS } from '../catalogue/operators';
import { compileCondition } from './compileCondition';
import type { Scope } from './references';

/** The shared builder/engine corpus (contract/conditions/corpus.json), read as data. */
interface CorpusCase {
  name: string;
  expression: unknown;
  data: { input: Record<string, unknown>; sources: Record<string, Record<string, unknown>>; tags: Record<string, 'OK' | 'FAILED'> };
  expected: boolean;
}

interface Corpus {
  startId: string;
  now: number;
  lists: Record<string, string[]>;
  operators: unknown[];
  cases: CorpusCase[];
}

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract/conditions/corpus.json');
const corpus = JSON.parse(readFileSync(file, 'utf8')) as Corpus;

/** The contract's schema of a stored condition, so the corpus is also checked as the API would accept it. */
function contractValidator() {
  const doc = parse(readFileSync(path.resolve(path.dirname(file), '../openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, unknown> } };
  const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', 'contract#/$defs/')) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: 'contract', $defs: defs });
  return ajv.compile({ $ref: 'contract#/$defs/WorkflowConditionExpression' });
}

/** A scope whose list look-ups are answered the way execute answers them: from the condition's probes. */
function scopeFor(data: CorpusCase['data'], expression: ReturnType<typeof compileCondition>): Scope {
  const base = { input: data.input, outputs: data.sources, tags: data.tags, now: corpus.now };
  const probes = expression.probes({ ...base, listed: () => false });
  const hits = new Set(probes.filter((probe) => (corpus.lists[probe.listId] ?? []).includes(probe.value)).map((probe) => `${probe.listId}\u0000${probe.value}`));
  return { ...base, listed: (listId, value) => hits.has(`${listId}\u0000${value}`) };
}

describe('the shared condition corpus on the engine', () => {
  it('lists the operators GET /evaluations/operators answers', () => {
    expect(corpus.operators).toEqual(OPERATORS);
  });

  it('covers every operator and every custom function', () => {
    const text = JSON.stringify(corpus.cases.map((c) => c.expression));
    for (const operator of OPERATORS) {
      const used = operator.type === 'functional' ? `"functions.${operator.name}"` : `"${operator.name}":`;
      expect(text, operator.name).toContain(used);
    }
  });

  it('holds only expressions the contract accepts', () => {
    const validate = contractValidator();
    const refused = corpus.cases.filter((c) => !validate(c.expression)).map((c) => c.name);
    expect(refused).toEqual([]);
    expect(validate({ and: [{ eq: [{ obj: 'service.x.status' }, { const: 'OK' }] }] })).toBe(false);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const compiled = compileCondition(testCase.expression, corpus.startId);
    const scope = scopeFor(testCase.data, compiled);
    expect(compiled.evaluate(scope)).toBe(testCase.expected);
    expect(compiled.explain(scope).result).toBe(testCase.expected);
  });
});
