import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts one server for the run; its URL reaches the journeys through VERIFLOW_E2E_URL. */
export default async function globalSetup() {
  const server = await startServer(repoRoot);
  process.env.VERIFLOW_E2E_URL = server.url;
  return async () => server.stop();
}
