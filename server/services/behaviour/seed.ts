import { createHash } from 'node:crypto';

/**
 * Deterministic choices derived from a hash of a service's inputs: the same inputs always draw
 * the same values, so sandbox answers are stable without any stored data.
 */
export class Seed {
  private readonly base: string;

  constructor(...parts: readonly unknown[]) {
    this.base = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  /** A number in [0, 1) for the named draw. */
  fraction(name: string): number {
    const hex = createHash('sha256').update(`${this.base}:${name}`).digest('hex').slice(0, 12);
    return Number.parseInt(hex, 16) / 2 ** 48;
  }

  /** A whole number from `min` to `max` inclusive. */
  int(name: string, min: number, max: number): number {
    return min + Math.floor(this.fraction(name) * (max - min + 1));
  }

  /** True with the given probability. */
  chance(name: string, probability: number): boolean {
    return this.fraction(name) < probability;
  }

  pick<T>(name: string, options: readonly T[]): T {
    const option = options[Math.floor(this.fraction(name) * options.length)];
    if (option === undefined) throw new RangeError(`Seed.pick(${name}) needs options`);
    return option;
  }

  /** `length` characters of `alphabet`. */
  chars(name: string, length: number, alphabet = '0123456789'): string {
    return Array.from({ length }, (_, i) => alphabet.charAt(Math.floor(this.fraction(`${name}#${i}`) * alphabet.length))).join('');
  }
}
