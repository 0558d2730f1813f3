import type { components } from '~/contract';
import { route } from '../../http/route';
import type { OrgContext } from '../../http/context';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { findWorkflow } from '../../store/workflows';
import {
  deleteQuickLink,
  findQuickLink,
  insertQuickLink,
  listQuickLinks,
  quickLinkOutcomes,
  TRANSACTION_LIMIT_REACHED,
  updateQuickLink,
  type QuickLinkRecord,
} from '../../store/quicklinks';
import { quickLinkUrl } from '../../workflows/quickLinkUrl';
import { requestOrigin, trimmedName } from './shared';
import { inTransaction } from '../../db/transactions';

type QuickLink = components['schemas']['QuickLink'];

/** The links as the API answers them: the address with its token, and the counts opened → started → completed → outcome. */
async function toQuickLinks(ctx: OrgContext, records: QuickLinkRecord[]): Promise<QuickLink[]> {
  const outcomes = await quickLinkOutcomes(ctx.db, ctx.orgId, ctx.environment, records.map((r) => r.id));
  return records.map((record) => {
    const { orgId, environment, accessToken, ...rest } = record;
    const counted = outcomes.get(record.id);
    return {
      ...rest,
      url: quickLinkUrl({ origin: requestOrigin(ctx), environment, workflowId: record.workflowId, quicklinkId: record.id, orgId, accessToken }),
      startedCount: record.transactionCount,
      completedCount: counted?.completedCount ?? 0,
      outcomeCounts: counted?.outcomeCounts ?? {},
    };
  });
}

async function toQuickLink(ctx: OrgContext, record: QuickLinkRecord): Promise<QuickLink> {
  const [link] = await toQuickLinks(ctx, [record]);
  return link as QuickLink;
}

/** The expiry to store: null for none, undefined to keep (not given, or the same as `unchanged`); a date not in the future is refused. */
function expiry(value: string | null | undefined, unchanged?: string | null): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest('body.expiresAt is not a date-time');
  if (unchanged && new Date(unchanged).getTime() === at.getTime()) return undefined;
  if (at.getTime() <= Date.now()) throw badRequest('The expiry date must be in the future', 'Give an expiresAt after now, or null for a link that does not expire.');
  return at;
}

/** An http(s) address or null; '' means none. */
function redirectionUrl(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('body.redirectionUrl is not a valid URL', 'Give an http or https address, e.g. https://example.com/done.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('body.redirectionUrl must be an http or https URL');
  return text;
}

async function requireWorkflow(ctx: OrgContext, workflowId: string) {
  const workflow = await findWorkflow(ctx.db, ctx.orgId, workflowId);
  if (!workflow) throw unprocessable('Workflow not found', `This organisation has no workflow ${workflowId} to link to.`);
  return workflow;
}

const quickLinkNotFound = (id: string) => notFound('QuickLink not found', `This environment has no QuickLink ${id}.`);

/** QuickLinks of the current environment (document 3): list, create, change, delete. */
export const quickLinkRoutes = [
  route({
    operationId: 'listQuickLinks',
    access: 'read:workflows',
    async handler({ query, ctx }) {
      const { count, quicklinks } = await listQuickLinks(ctx.db, ctx.orgId, ctx.environment, { search: query.search, limit: query.limit ?? 10, offset: query.offset ?? 0 });
      return { status: 200, body: { data: await toQuickLinks(ctx, quicklinks), count } };
    },
  }),
  route({
    operationId: 'createQuickLink',
    access: 'create:workflows',
    async handler({ body, ctx }) {
      const name = trimmedName('name', body.name, 3);
      const url = redirectionUrl(body.redirectionUrl) ?? null;
      const expiresAt = expiry(body.expiresAt) ?? null;
      await requireWorkflow(ctx, body.workflowId);
      const id = await inTransaction(ctx.db, async (trx) => {
        const inserted = await insertQuickLink(trx, {
          orgId: ctx.orgId,
          environment: ctx.environment,
          userId: ctx.user.id,
          workflowId: body.workflowId,
          name,
          redirectionUrl: url,
          transactionLimit: body.transactionLimit,
          isEnabled: body.isEnabled ?? true,
          showResponseOutput: body.showResponseOutput ?? false,
          expiresAt,
        });
        await ctx.audit('quicklink.created', { type: 'quicklink', id: inserted }, { workflowId: body.workflowId, transactionLimit: body.transactionLimit, expiresAt }, trx);
        return inserted;
      });
      const created = await findQuickLink(ctx.db, ctx.orgId, ctx.environment, id);
      if (!created) throw quickLinkNotFound(id);
      return { status: 201, body: await toQuickLink(ctx, created) };
    },
  }),
  route({
    operationId: 'updateQuickLink',
    access: 'update:workflows',
    async handler({ params, body, ctx }) {
      const existing = await findQuickLink(ctx.db, ctx.orgId, ctx.environment, params.quicklinkId);
      if (!existing) throw quickLinkNotFound(params.quicklinkId);
      const name = body.name === undefined ? undefined : trimmedName('name', body.name, 3);
      const url = redirectionUrl(body.redirectionUrl);
      const expiresAt = expiry(body.expiresAt, existing.expiresAt);
      if (body.workflowId !== undefined && body.workflowId !== existing.workflowId) await requireWorkflow(ctx, body.workflowId);
      const result = await updateQuickLink(ctx.db, ctx.orgId, ctx.environment, params.quicklinkId, {
        name,
        workflowId: body.workflowId,
        redirectionUrl: url,
        transactionLimit: body.transactionLimit,
        isEnabled: body.isEnabled,
        showResponseOutput: body.showResponseOutput,
        expiresAt,
      });
      if (result.status === 'not_found') throw quickLinkNotFound(params.quicklinkId);
      if (result.status === 'limit_reached') {
        throw unprocessable(TRANSACTION_LIMIT_REACHED, `${result.transactionCount} of ${result.transactionLimit} transactions are used; raise the limit to enable the QuickLink.`);
      }
      const changed = Object.keys(body).filter((key) => ['name', 'workflowId', 'redirectionUrl', 'transactionLimit', 'isEnabled', 'showResponseOutput', 'expiresAt'].includes(key));
      await ctx.audit('quicklink.updated', { type: 'quicklink', id: params.quicklinkId }, { fields: changed, isEnabled: result.quicklink.isEnabled });
      return { status: 200, body: await toQuickLink(ctx, result.quicklink) };
    },
  }),
  route({
    operationId: 'deleteQuickLink',
    access: 'delete:workflows',
    async handler({ params, ctx }) {
      if (!(await deleteQuickLink(ctx.db, ctx.orgId, ctx.environment, params.quicklinkId))) throw quickLinkNotFound(params.quicklinkId);
      await ctx.audit('quicklink.deleted', { type: 'quicklink', id: params.quicklinkId });
      return { status: 204, body: undefined };
    },
  }),
];
