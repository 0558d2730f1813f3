import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as access from './0002_access';
import * as catalogue from './0003_catalogue';
import * as workflows from './0004_workflows';
import * as data from './0005_data';
import * as lists from './0006_lists';
import * as transactionRuns from './0007_transaction_runs';
import * as identity from './0008_identity';
import * as capabilityRuns from './0010_capability_runs';
import * as impersonation from './0011_impersonation';
import * as transactionInputs from './0012_transaction_inputs';
import * as quicklinkAccess from './0013_quicklink_access';
import * as webhookDelivery from './0014_webhook_delivery';
import * as webhookInspector from './0015_webhook_inspector';
import * as signInLimits from './0016_sign_in_limits';
import * as runLeases from './0017_run_leases';
import * as transactionList from './0018_transaction_list';

/**
 * The schema's migrations in order. An area adds its own file (`NNNN_<area>.ts`, exporting `up`)
 * and one line here; a migration never changes once it has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_access': access,
  '0003_catalogue': catalogue,
  '0004_workflows': workflows,
  '0005_data': data,
  '0006_lists': lists,
  '0007_transaction_runs': transactionRuns,
  '0008_identity': identity,
  '0010_capability_runs': capabilityRuns,
  '0011_impersonation': impersonation,
  '0012_transaction_inputs': transactionInputs,
  '0013_quicklink_access': quicklinkAccess,
  '0014_webhook_delivery': webhookDelivery,
  '0015_webhook_inspector': webhookInspector,
  '0016_sign_in_limits': signInLimits,
  '0017_run_leases': runLeases,
  '0018_transaction_list': transactionList,
};
