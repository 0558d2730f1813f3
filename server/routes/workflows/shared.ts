import type { components } from '~/contract';
import type { OrgContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { validateFlow } from '../../workflows/flowRules';

/** A 400 naming the first problem of the flow object (and the others in the description), if it has any. */
export function assertValidFlow(flow: components['schemas']['WorkflowObject']) {
  const problems = validateFlow(flow);
  if (problems.length === 0) return;
  const [first] = problems;
  throw badRequest(
    first?.message ?? 'The workflow is not valid',
    problems.length > 1 ? `${problems.length} problems: ${problems.slice(0, 10).map((p) => p.message).join('; ')}` : 'Fix the flow object and send it again.',
  );
}

/** A name trimmed, refused when it is then shorter than `min`. */
export function trimmedName(field: string, value: string, min: number): string {
  const name = value.trim();
  if (name.length < min) throw badRequest(`body.${field} must have at least ${min} characters besides spaces`);
  return name;
}


/** The origin the request reached (the console and the API share it). */
export function requestOrigin(ctx: OrgContext): string {
  return `${ctx.request.protocol}://${ctx.request.host}`;
}
