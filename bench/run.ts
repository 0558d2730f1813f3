// `npm run bench`: each benchmark runs our code and a peer on the same inputs in the same process
// and reports the ratio of their rates (higher is better for us). No figure is a pass/fail gate.
// Arguments name the benchmarks to run (all by default).
import { permissionChecks } from './permissionChecks.ts';
import { tableScroll } from './tableScroll.ts';
import { apiThroughput } from './apiThroughput.ts';
import { conditionEvaluation } from './conditionEvaluation.ts';
import { transactionThroughput } from './transactionThroughput.ts';
import { workflowCanvas } from './workflowCanvas.ts';
import { hostedFlowBundle } from './hostedFlowBundle.ts';
import { webhookDelivery } from './webhookDelivery.ts';
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
  firstLoad,
  lighthouse,
};
/** Slow benchmarks that run only when named, or with `BENCH_LIGHTHOUSE=1`. */
const optIn = new Set(process.env.BENCH_LIGHTHOUSE === '1' ? [] : ['lighthouse']);
/** `npm run bench -- workflowCanvas` runs only the benchmarks named. */
const only = process.argv.slice(2);
const results: BenchResult[] = [];
for (const [name, bench] of Object.entries(benches)) if (only.length === 0 ? !optIn.has(name) : only.includes(name)) results.push(...[await bench()].flat());
for (const r of results) {
  const ratio = r.oursPerSecond / r.peerPerSecond;
  console.log(`${r.name}: ${Math.round(r.oursPerSecond).toLocaleString('en')} ops/s; peer (${r.peer}) ${Math.round(r.peerPerSecond).toLocaleString('en')} ops/s; ratio ${ratio.toFixed(2)}x`);
}
