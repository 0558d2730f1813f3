// `npm start`: builds the console (and the browser-only demo console), then starts the server that
// serves them and the API on one port. PORT and VERIFLOW_DATA_DIR choose the port and data folder.
import { spawnSync, spawn } from 'node:child_process';

function run(args) {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log('Building the console...');
run(['vite', 'build', '--logLevel', 'warn']);
run(['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);

// `npm start` offers the development sign-in beside Veriflow ID (never in production; ADR 0007, 0008).
const env = { ...process.env };
if (env.NODE_ENV !== 'production' && env.VERIFLOW_DEV_LOGIN === undefined) env.VERIFLOW_DEV_LOGIN = '1';
if (env.NODE_ENV !== 'production') {
  console.log(
    env.OIDC_ISSUER
      ? `Sign-in: the OpenID Connect provider at ${env.OIDC_ISSUER}.`
      : 'Sign-in: "Sign in with Veriflow ID" creates an account; its e-mails are printed below and listed at /dev/mailbox (on this machine).',
  );
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
