import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { returnLapsedReservations } from '../store/runReservations';
import type { FailureLog } from './context';
import { runLeaseMs } from './lease';

export interface ReservationSweep {
  stop(): Promise<void>;
}

/**
 * Gives back the holds of runs whose process died (ADR 0037): once at start, then every lease.
 * Every server process sweeps; the delete decides who gives each hold back.
 */
export function startReservationSweep(db: Kysely<Database>, log: FailureLog): ReservationSweep {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = returnLapsedReservations(db).catch((err: unknown) => log.error({ err }, 'giving back the holds of lapsed runs failed; the next sweep tries again'));
  };
  sweep();
  const timer = setInterval(sweep, runLeaseMs());
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
