import type { ServiceDefinition } from '../services/catalogue';

const STOP_WORDS = new Set(
  'a an and any are can check do does for from have how i in is it me my of on or please service services should the to use verify verification want what which who with you'.split(' '),
);

/** Words people use for a country, by the catalogue's country code. */
const COUNTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  IND: ['india', 'indian'],
  USA: ['usa', 'us', 'america', 'american'],
  UK: ['uk', 'britain', 'british', 'england'],
  IDN: ['indonesia', 'indonesian'],
  PHI: ['philippines', 'filipino'],
};

export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

export interface DiscoveryMatch {
  service: ServiceDefinition;
  score: number;
}

/**
 * Ranks services by the words they share with the question: a name word counts 3, a category
 * word 2, a word of the description, inputs or outputs 1; naming a country the service does not
 * cover drops it. Deterministic, explainable, and offline.
 */
export function discoverServices(query: string, services: readonly ServiceDefinition[], limit = 5): DiscoveryMatch[] {
  const asked = new Set(words(query));
  const askedCountries = Object.entries(COUNTRY_WORDS)
    .filter(([, names]) => names.some((n) => asked.has(n)))
    .map(([code]) => code);
  return services
    .filter((s) => askedCountries.length === 0 || s.countries.some((c) => askedCountries.includes(c) || c === 'GLOBAL'))
    .map((service) => {
      const name = new Set(words(`${service.displayName} ${service.label} ${service.apiName}`));
      const category = new Set(words(service.category));
      const rest = new Set(words([service.description, ...service.inputs.map((i) => `${i.key} ${i.displayName}`), ...service.outputs.map((o) => `${o.key} ${o.displayName}`)].join(' ')));
      let score = 0;
      for (const word of asked) score += name.has(word) ? 3 : category.has(word) ? 2 : rest.has(word) ? 1 : 0;
      return { service, score };
    })
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.service.displayName.localeCompare(b.service.displayName))
    .slice(0, limit);
}

/** The bot's reply, in markdown (rendered without raw HTML by the console). */
export function discoveryReply(query: string, matches: readonly DiscoveryMatch[]): string {
  if (matches.length === 0) {
    return 'I could not find a verification service for that. Try naming what you want to check, for example PAN, bank account, face match, mobile risk or sanctions screening.';
  }
  const lines = matches.map(
    ({ service }, i) =>
      `${i + 1}. **${service.displayName}** (${service.countries.join(', ')}): ${service.description} ${service.price} credit${service.price === 1 ? '' : 's'} per call${service.isAsync ? ', asynchronous' : ''}.`,
  );
  return [`These services fit "${query.trim()}":`, '', ...lines].join('\n');
}
