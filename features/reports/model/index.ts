/** The reports' pure model that other features may use (ADR 0019): how a transaction's outcome reads. */
export { mapOutcome, statusBadge, statusLabel, type Outcome, type StatusName } from './transactionStatus';
