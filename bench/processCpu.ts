import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux as built by every distribution we run). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, all threads) the process has used so far, in milliseconds, from
 * /proc; undefined where there is no /proc (not Linux).
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
