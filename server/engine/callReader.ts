import type { CustomFunction } from './functions';
import type { Reader } from './references';
import { MISSING, type Resolved } from './values';

/** A call's argument as compiled: read on each evaluation, or a constant. */
export interface CallArgument {
  read: Reader;
  constant?: Resolved;
}

/**
 * A reader of a custom function call's result. Calls do not nest and evaluation is synchronous, so
 * one argument array per call site serves every evaluation: its constants are placed once, and only
 * the other arguments are read on each evaluation (one or two directly, more in a loop).
 */
export function callReader(fn: CustomFunction, args: readonly CallArgument[]): Reader {
  const values: Resolved[] = args.map((arg) => arg.constant ?? MISSING);
  const positions: number[] = [];
  const readers: Reader[] = [];
  args.forEach((arg, i) => {
    if (arg.constant !== undefined) return;
    positions.push(i);
    readers.push(arg.read);
  });
  const [first = 0, second = 0] = positions;
  const [readFirst, readSecond] = readers;
  if (!readFirst) return (scope) => fn(values, scope.now);
  if (!readSecond)
    return (scope) => {
      values[first] = readFirst(scope);
      return fn(values, scope.now);
    };
  if (readers.length === 2)
    return (scope) => {
      values[first] = readFirst(scope);
      values[second] = readSecond(scope);
      return fn(values, scope.now);
    };
  const count = readers.length;
  return (scope) => {
    for (let i = 0; i < count; i += 1) values[positions[i] as number] = (readers[i] as Reader)(scope);
    return fn(values, scope.now);
  };
}
