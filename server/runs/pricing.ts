import type { CompiledFlow, RunState } from '../engine';
import { findService } from '../services/catalogue';
import type { Environment } from './context';

/** What one call of a service costs: a free call in test mode, its price in credits in live mode (1 when it has none). */
const unitOf = (supplierId: string | null, environment: Environment) => (environment === 'test' ? 1 : (findService(supplierId ?? '')?.price ?? 1));

/** The most a run of the flow can cost: every service node called once. */
export const reservationFor = (flow: CompiledFlow, environment: Environment) =>
  flow.columns.flat().reduce((sum, node) => (node.role === 'service' ? sum + unitOf(node.supplierId, environment) : sum), 0);

/** What the run has used so far: each service it called, at its unit price. */
export const usedBy = (state: RunState, environment: Environment) => state.servicesCalled.reduce((sum, supplierId) => sum + unitOf(supplierId, environment), 0);
