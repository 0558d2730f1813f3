import { nameSimilarity } from '../../engine/nameSimilarity';
import { invalid, ok, type ServiceBehaviour } from './answer';
import { epochSeconds, requiredText, text, threshold } from './inputs';

interface WatchListEntry {
  name: string;
  kind: 'SANCTION' | 'PEP';
  lists: readonly string[];
  dob?: number;
  nationality?: string;
}

/** The sandbox watch list: fictional entries only. */
export const SANDBOX_WATCH_LIST: readonly WatchListEntry[] = [
  { name: 'Sandbox Sanctioned Person', kind: 'SANCTION', lists: ['OFAC SDN', 'UN Security Council'] },
  { name: 'Sandbox Exposed Person', kind: 'PEP', lists: ['PEP'] },
  { name: 'Viktor Testamenko', kind: 'SANCTION', lists: ['EU Consolidated', 'UK HMT'], dob: 14_256_000, nationality: 'RUS' },
  { name: 'Arjun Demopal Rao', kind: 'SANCTION', lists: ['MHA India'], dob: 315_532_800, nationality: 'IND' },
  { name: 'Meera Sampleswamy', kind: 'PEP', lists: ['PEP'], nationality: 'IND' },
];

const sameDay = (a: number, b: number) => Math.floor(a / 86_400) === Math.floor(b / 86_400);

/**
 * Sanctions and PEP screening: Jaro–Winkler name similarity against the sandbox watch list; an
 * entry with a date of birth or nationality that differs from the one sent is not a match.
 */
export const sanctionsPepScreening: ServiceBehaviour = (inputs) => {
  const fullName = requiredText(inputs, 'fullName');
  if ('problem' in fullName) return invalid(fullName.problem);
  const dob = epochSeconds(inputs, 'dob');
  if ('problem' in dob) return invalid(dob.problem);
  const limit = threshold(inputs, 85);
  if ('problem' in limit) return invalid(limit.problem);
  const nationality = text(inputs, 'nationality')?.toUpperCase();
  if (nationality && !/^[A-Z]{3}$/.test(nationality)) return invalid('nationality must be an ISO 3166-1 alpha-3 code');
  const matches = SANDBOX_WATCH_LIST.map((entry) => ({ entry, score: Math.round(nameSimilarity(fullName.value, entry.name)) }))
    .filter(({ entry, score }) => score >= limit.value && !(dob.value !== undefined && entry.dob !== undefined && !sameDay(dob.value, entry.dob)) && !(nationality && entry.nationality && entry.nationality !== nationality))
    .sort((a, b) => b.score - a.score);
  return ok({
    isSanctioned: matches.some((m) => m.entry.kind === 'SANCTION'),
    isPep: matches.some((m) => m.entry.kind === 'PEP'),
    matchCount: matches.length,
    highestMatchScore: matches[0]?.score ?? 0,
    lists: [...new Set(matches.flatMap((m) => m.entry.lists))],
    matches: matches.map(({ entry, score }) => ({ name: entry.name, kind: entry.kind, lists: [...entry.lists], score })),
  });
};
