// Named prepared statements on PGlite (ADR 0055), in plain JavaScript for the database worker as
// for this thread. PGlite's own `query` sends an unnamed Parse and Describe with every call, so the
// statement is parsed and planned in WebAssembly each time; here a name is parsed and described
// once per PGlite instance, then only bound and executed. What follows mirrors PGlite's `query`.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Per PGlite instance: the parameter types of each statement name it has parsed. */
const statements = new WeakMap();
const quiet = { syncToFs: false };

/** Runs `text` as the prepared statement `name` (its text must always be the same) with `params`; answers as PGlite's `query`. */
export async function queryPrepared(pglite, name, text, params) {
  await pglite._checkReady();
  return pglite._runExclusiveQuery(async () => {
    let known = statements.get(pglite);
    if (!known) statements.set(pglite, (known = new Map()));
    const messages = [];
    try {
      if (!known.has(name)) {
        messages.push(...(await pglite.execProtocolStream(serialize.parse({ name, text }), quiet)));
        // Parsed: the name exists from here on, even should the rest fail.
        known.set(name, null);
      }
      let types = known.get(name);
      if (!types) {
        types = parse.parseDescribeStatementResults(await pglite.execProtocolStream(serialize.describe({ type: 'S', name }), quiet));
        known.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[i]];
        return serializer ? serializer(value) : value.toString();
      });
      messages.push(...(await pglite.execProtocolStream(serialize.bind({ statement: name, values }), quiet)));
      messages.push(...(await pglite.execProtocolStream(serialize.describe({ type: 'P' }), quiet)));
      messages.push(...(await pglite.execProtocolStream(serialize.execute({}), quiet)));
    } catch (error) {
      if (error && typeof error === 'object') Object.assign(error, { query: text, params });
      throw error;
    } finally {
      messages.push(...(await pglite.execProtocolStream(serialize.sync(), quiet)));
    }
    const ready = messages.findLast((m) => m.name === 'readyForQuery');
    if (ready?.status === 'I') await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers)[0];
  });
}
