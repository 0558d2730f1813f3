// `npm run bench`: each benchmark runs our code and a peer on the same inputs in the same run and
// reports the ratio of their rates (higher is better for us); the API benches load a server started
// in a process of its own (bench/serverProcess.ts). No figure is a pass/fail gate.
// Arguments name the benchmarks to run (all by default).
import { permissionChecks } from './permissionChecks.ts';
import { tableScroll } from './tableScroll.ts';
import { apiThroughput } from './apiThroughput.ts';
import { conditionEvaluation } from './conditionEvaluation.ts';
import { transactionThroughput } from './transactionThroughput.ts';
import { workflowCanvas } from './workflowCanvas.ts';
import { hostedFlowBundle } from './hostedFlowBundle.ts';
import { webhookDelivery } from './webhookDelivery.ts';
import { embeddedDatabase } from './embeddedDatabase.ts';
import { serverColdStart } from './serverColdStart.ts';
import { usageLogsScale } from './usageLogsScale.ts';
import { firstLoad } from './firstLoad.ts';
import { lighthouse } from './lighthouse.ts';

export interface BenchResult {
  name: string;
  oursPerSecond: number;
  peerPerSecond: number;
  peer: string;
}

const benches: Record<string, () => BenchResult | BenchResult[] | Promise<BenchResult | BenchResult[]>> = {
  permissionChecks,
  tableScroll,
  apiThroughput,
  conditionEvaluation,
  transactionThroughput,
  workflowCanvas,
  hostedFlowBundle,
  webhookDelivery,
  embeddedDatabase,
  serverColdStart,
  usageLogsScale,
  firstLoad,
  lighthouse,
};
/** Slow benchmarks that run only when named, or with `BENCH_LIGHTHOUSE=1`. */
const optIn = new Set(process.env.BENCH_LIGHTHOUSE === '1' ? [] : ['lighthouse']);
/** `npm run bench -- workflowCanvas` runs only the benchmarks named. */
const only = process.argv.slice(2);
const results: BenchResult[] = [];
/** Whole numbers from 100 up; three significant digits below (a server start takes seconds). */
const rate = (perSecond: number) => (perSecond >= 100 ? Math.round(perSecond).toLocaleString('en') : perSecond.toPrecision(3));
for (const [name, bench] of Object.entries(benches)) if (only.length === 0 ? !optIn.has(name) : only.includes(name)) results.push(...[await bench()].flat());
for (const r of results) {
  const ratio = r.oursPerSecond / r.peerPerSecond;
  console.log(`${r.name}: ${rate(r.oursPerSecond)} ops/s; peer (${r.peer}) ${rate(r.peerPerSecond)} ops/s; ratio ${ratio.toFixed(2)}x`);
}
