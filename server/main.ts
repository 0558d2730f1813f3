import { buildServer } from './app';
import { configFromEnv } from './config';
import { DEMO_USERS } from './seed/demoOrganisation';

const config = configFromEnv();
const app = await buildServer(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const url = address.replace('127.0.0.1', 'localhost');
process.stdout.write(
  [
    '',
    `  Veriflow is running at ${url}/`,
    `  Demo console (sample data in the browser): ${url}/demo/`,
    `  API reference: ${url}/docs/api`,
    `  API health: ${url}/api/health`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    ...(config.devLogin
      ? [`  Demo sign-in (development): open ${url}/ and choose ${DEMO_USERS.owner.email} (owner), ${DEMO_USERS.member.email} (member) or ${DEMO_USERS.sales.email} (sales)`]
      : []),
    '',
  ].join('\n') + '\n',
);
