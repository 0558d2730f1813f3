import { setupWorker } from 'msw/browser';
import {
  accessHandlers,
  assistantHandlers,
  bulkQueryHandlers,
  catalogueHandlers,
  documentsHandlers,
  listsHandlers,
  scenarios,
  shellHandlers,
  webhooksHandlers,
  workflowsHandlers,
  type ShellScenario,
} from '~/fixtures';

/** The scenario the browser-only demo console starts with. */
export const DEMO_SCENARIO: ShellScenario = scenarios.ownerTestPostpaid;

const SCENARIO_KEY = 'vf-demo-scenario';

/** `/demo/?scenario=ownerLivePrepaid` picks another fixture scenario for this tab. */
function demoScenarioFromAddress(): ShellScenario {
  const requested = new URLSearchParams(window.location.search).get('scenario') ?? sessionStorage.getItem(SCENARIO_KEY);
  if (requested && requested in scenarios) {
    sessionStorage.setItem(SCENARIO_KEY, requested);
    return scenarios[requested as keyof typeof scenarios];
  }
  return DEMO_SCENARIO;
}

/**
 * Starts the MSW worker that answers the console's API calls with fixture data (the demo build,
 * `vite build --mode demo`, served under /demo/). Resolves once the worker intercepts requests;
 * call it before rendering.
 */
export async function startDemoWorker(scenario: ShellScenario = demoScenarioFromAddress()) {
  const worker = setupWorker(
    ...shellHandlers(scenario, { latency: 150 }),
    ...accessHandlers({ latency: 150 }),
    ...catalogueHandlers(),
    ...workflowsHandlers({ latency: 150 }),
    ...listsHandlers(),
    ...webhooksHandlers(),
    ...documentsHandlers(),
    ...bulkQueryHandlers(),
    ...assistantHandlers(),
  );
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  return worker;
}
