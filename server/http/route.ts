import type { FastifyReply } from 'fastify';
import type { operations } from '~/contract';
import type { Permission } from '../auth/roles';
import type { ApiCallerContext, HostedLinkContext, OrgContext, RequestContext, SignedInContext } from './context';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Params<O extends OperationId> = Op<O>['parameters'] extends { path: infer P } ? (P extends undefined ? Record<string, never> : NonNullable<P>) : Record<string, never>;
type Query<O extends OperationId> = Op<O>['parameters'] extends { query?: infer Q } ? (Q extends undefined ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
type Body<O extends OperationId> = Op<O> extends { requestBody: infer R } ? JsonOf<NonNullable<R>> : Op<O> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> | undefined : undefined;

/** One of the operation's declared success answers: its status and its JSON body. */
export type Answer<O extends OperationId> = {
  [S in keyof Op<O>['responses']]: S extends 200 | 201 | 202 | 204
    ? { status: S; body: JsonOf<Op<O>['responses'][S]> extends never ? undefined : JsonOf<Op<O>['responses'][S]> }
    : never;
}[keyof Op<O>['responses']];

/**
 * Who may call: `public` (no session), `user` (any signed-in user, no organisation), `member` (any
 * member of the organisation in the header) or a permission the member's role must hold.
 */
export type Access = 'public' | 'user' | 'member' | Permission;

type ContextFor<A extends Access, K extends boolean = false, H extends boolean = false> = H extends true
  ? OrgContext | HostedLinkContext
  : K extends true
  ? ApiCallerContext
  : A extends 'public'
    ? RequestContext
    : A extends 'user'
      ? SignedInContext
      : OrgContext;

export interface Input<O extends OperationId, A extends Access, K extends boolean = false, H extends boolean = false> {
  params: Params<O>;
  query: Query<O>;
  body: Body<O>;
  ctx: ContextFor<A, K, H>;
  reply: FastifyReply;
}

export interface RouteSpec<O extends OperationId = OperationId, A extends Access = Access, K extends boolean = boolean, H extends boolean = boolean> {
  operationId: O;
  access: A;
  /**
   * Also accept an API key of the environment (`Authorization: Bearer <key>`), which names the
   * organisation instead of a session (the transaction endpoints). The handler then gets an
   * `ApiCallerContext`.
   */
  apiKey?: K;
  /**
   * Also accept a QuickLink's access token (`Authorization: Bearer vfql_…`), scoped to its link
   * (the /hosted operations only, ADR 0025). The handler then gets an `OrgContext` (a session) or
   * a `HostedLinkContext` (a token; `'hostedLink' in ctx`).
   */
  hostedToken?: H;
  /** Largest request body in bytes, when smaller than the server's (answers 413 beyond it). */
  bodyLimit?: number;
  /** Answers with a declared status and body, or `reply` when it wrote the answer itself (files, redirects). */
  handler(input: Input<O, A, K, H>): Promise<Answer<O> | FastifyReply>;
}

/** Declares a route of the contract; the types of its input and answers come from the operation. */
export function route<O extends OperationId, A extends Access, K extends boolean = false, H extends boolean = false>(spec: RouteSpec<O, A, K, H>): RouteSpec {
  return spec as unknown as RouteSpec;
}
