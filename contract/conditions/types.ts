/**
 * The stored condition language (document 2, section 3.6): the shapes a condition has in a flow
 * object, in the API and in the engine. Pure types, no run-time code.
 */

/** A constant operand's value: a scalar or a list of scalars. */
export type StoredScalar = string | number | boolean | null;
export type StoredConstant = StoredScalar | StoredScalar[];

/** A reference or a constant: what a call's arguments are (calls do not nest). */
export type StoredArgument = { obj: string } | { const: StoredConstant };
/** `{obj: 'kind.id.type'}`, `{const: value}` or `{call: ['functions.<name>', ...arguments]}`. */
export type StoredOperand = StoredArgument | { call: [string, ...StoredArgument[]] };

/** A group `{and: [...]}` / `{or: [...]}`, or one comparison keyed by its operator. */
export type StoredExpression = { and: StoredExpression[] } | { or: StoredExpression[] } | { [operator: string]: StoredOperand[] };

export type GroupType = 'and' | 'or';

/** The kinds a condition reference reads: start input, a service's output, a tag's status. */
export type ReferenceKind = 'input' | 'source' | 'tag';

/** A reference `kind.id.type` split into its parts (the type may hold dots: `address.city`). */
export interface StoredReference {
  kind: ReferenceKind;
  id: string;
  type: string;
}
