import { InvalidInputError } from '../../errors';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { listTransactions } from '../../store/transactionList';
import { findTransaction } from '../../store/transactions';
import { parseTransactionListQuery } from '../../workflows/listQuery';

/** The transactions read API of the current environment (runs are POST /transactions, the decision engine's). */
export const transactionRoutes = [
  route({
    operationId: 'listTransactions',
    access: 'read:transactions',
    apiKey: true,
    async handler({ query, ctx }) {
      const parsed = parseTransactionListQuery(query);
      if (query.cursor !== undefined && query.offset !== undefined) throw new InvalidInputError('query.cursor and query.offset cannot be sent together', 'Page with cursor (nextCursor) or with offset.');
      const data = await listTransactions(ctx.db, ctx.orgId, ctx.environment, parsed, { limit: query.limit ?? 20, offset: query.offset, cursor: query.cursor });
      return { status: 200, body: { data } };
    },
  }),
  route({
    operationId: 'getTransaction',
    access: 'read:transactions',
    apiKey: true,
    async handler({ params, ctx }) {
      const transaction = await findTransaction(ctx.db, ctx.orgId, ctx.environment, params.transactionId);
      if (!transaction) throw notFound('Transaction not found', `This environment has no transaction ${params.transactionId}.`);
      return { status: 200, body: transaction };
    },
  }),
];
