import type { AccessTables } from './tables/access';
import type { CatalogueTables } from './tables/catalogue';
import type { CoreTables } from './tables/core';
import type { DataTables } from './tables/data';
import type { IdentityTables } from './tables/identity';
import type { ListsTables } from './tables/lists';
import type { TransactionRunsTables } from './tables/transactionRuns';
import type { WorkflowsTables } from './tables/workflows';

/**
 * Every table of the platform API. Each area declares its tables in db/tables/<area>.ts and its
 * migration in db/migrations; this interface joins them for Kysely.
 */
export interface Database extends CoreTables, AccessTables, CatalogueTables, WorkflowsTables, DataTables, ListsTables, IdentityTables, TransactionRunsTables {}
