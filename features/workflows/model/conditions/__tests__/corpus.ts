import corpusFile from '~/contract/conditions/corpus.json';
import type { ConditionContext, ConditionGroup } from '../types';

export interface CorpusCase {
  name: string;
  model: ConditionGroup;
  expression: unknown;
  expected: boolean;
}

interface Corpus {
  startId: string;
  catalog: ConditionContext['catalog'];
  operators: ConditionContext['operators'];
  lists: Record<string, string[]>;
  cases: CorpusCase[];
}

/** The shared builder/engine corpus (contract/conditions/corpus.json); JSON widens its literal types. */
export const corpus = corpusFile as unknown as Corpus;

export const corpusContext: ConditionContext = { startId: corpus.startId, catalog: corpus.catalog, operators: corpus.operators };
