// The database worker (ADR 0043): owns PGlite on its own thread so that queries do not block the
// server's event loop, and answers the main thread's `query`, `prepared` (ADR 0055), `exec`,
// `dump` and `close` messages.
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './open.mjs';

const port = parentPort;
/** An error as plain data, with the fields PostgreSQL errors carry (code, constraint, detail, ...). */
const plain = (error) => ({ ...(error && typeof error === 'object' ? error : {}), name: error?.name ?? 'Error', message: error?.message ?? String(error) });
const result = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

let pglite;
try {
  pglite = openPglite(workerData.dataDir, workerData.loadDataDir);
  await pglite.waitReady;
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: plain(error) });
}

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    let value;
    // Answered between statements, without waiting for the queries queued on the main thread: the worker is alive and PGlite open.
    if (op === 'ping') value = !pglite.closed;
    else if (op === 'query') value = result(await pglite.query(message.sql, message.params));
    else if (op === 'prepared') value = result(await pglite.queryPrepared(message.name, message.sql, message.params));
    else if (op === 'exec') value = (await pglite.exec(message.sql)).map(result);
    else if (op === 'dump') value = await pglite.dumpDataDir(message.compression);
    else if (op === 'close') value = await pglite.close();
    else throw new Error(`unknown database worker operation ${op}`);
    port.postMessage({ id, ok: true, value });
  } catch (error) {
    port.postMessage({ id, ok: false, error: plain(error) });
  }
});
