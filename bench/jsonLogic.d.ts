// json-logic-js ships no types; the bench uses these two functions.
declare module 'json-logic-js' {
  export function apply(logic: unknown, data?: unknown): unknown;
  export function add_operation(name: string, code: (...args: never[]) => unknown): void;
}
