/**
 * Feedback that shows for a moment and then goes (a copy button's 'Copied' state). It can be held
 * still, as react-aria holds a toast while it is hovered: the story tests hold it while they take
 * the light and the dark screenshot of the same moment.
 */
let holding = false;
const deferred = new Set<() => void>();

/** Runs `done` after `ms`, or when the hold ends if it is held then; answers a cancel function. */
export function afterFeedback(ms: number, done: () => void): () => void {
  const timer = setTimeout(() => (holding ? deferred.add(done) : done()), ms);
  return () => {
    clearTimeout(timer);
    deferred.delete(done);
  };
}

export function holdTransientFeedback(): void {
  holding = true;
}

export function releaseTransientFeedback(): void {
  holding = false;
  const due = [...deferred];
  deferred.clear();
  for (const done of due) done();
}
