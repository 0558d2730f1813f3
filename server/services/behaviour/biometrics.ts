import { readImage } from '../checks/image';
import { invalid, ok, type ServiceBehaviour } from './answer';
import { requiredText, threshold } from './inputs';
import { samplePerson } from './samples';
import { Seed } from './seed';

/** Images whose file name has one of these words show no face. */
const NO_FACE = ['blank', 'noface', 'document', 'landscape'];
/** Images whose file name has one of these words are presentation attacks. */
const SPOOF = ['spoof', 'screen', 'print', 'mask', 'replay'];

const hasAny = (tokens: readonly string[], words: readonly string[]) => tokens.some((t) => words.includes(t));

/**
 * Face match. Sandbox rules: the same image scores 99; two sample images of the same person match
 * and of different people do not; a file name with "mismatch" never matches; other pairs match.
 */
export const faceMatch: ServiceBehaviour = (inputs) => {
  const first = requiredText(inputs, 'image1');
  if ('problem' in first) return invalid(first.problem);
  const second = requiredText(inputs, 'image2');
  if ('problem' in second) return invalid(second.problem);
  const limit = threshold(inputs, 75);
  if ('problem' in limit) return invalid(limit.problem);
  const a = readImage('image1', first.value);
  if ('problem' in a) return invalid(a.problem);
  const b = readImage('image2', second.value);
  if ('problem' in b) return invalid(b.problem);
  for (const [key, image] of [['image1', a], ['image2', b]] as const) {
    if (hasAny(image.tokens, NO_FACE)) return invalid(`No face found in ${key}`);
  }
  const seed = new Seed('face-match', a.key, b.key);
  const personA = samplePerson(a.tokens);
  const personB = samplePerson(b.tokens);
  const different = hasAny(a.tokens, ['mismatch']) || hasAny(b.tokens, ['mismatch']) || (personA && personB && personA.id !== personB.id);
  const score = a.key === b.key ? 99 : different ? seed.int('low', 8, 38) : seed.int('high', 84, 97);
  return ok({ matchScore: score, isMatch: score >= limit.value });
};

/** Passive liveness. Sandbox rules: file names with spoof, screen, print, mask or replay are attacks; blank images have no face. */
export const liveness: ServiceBehaviour = (inputs) => {
  const selfie = requiredText(inputs, 'selfieImage');
  if ('problem' in selfie) return invalid(selfie.problem);
  const image = readImage('selfieImage', selfie.value);
  if ('problem' in image) return invalid(image.problem);
  if (hasAny(image.tokens, NO_FACE)) return invalid('No face found in selfieImage');
  const seed = new Seed('liveness', image.key);
  const spoof = hasAny(image.tokens, SPOOF);
  const score = spoof ? seed.int('spoof', 4, 30) : seed.int('live', 86, 99);
  return ok({ isLive: !spoof, livenessScore: score });
};
