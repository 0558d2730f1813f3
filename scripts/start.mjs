// `npm start`: builds the console (and the browser-only demo console) and the server, then starts
// the built server (`node dist/server/main.js`, no tsx; ADR 0040) that serves them and the API on
// one port. PORT and VERIFLOW_DATA_DIR choose the port and data folder. After an install without
// dev dependencies (`npm ci --omit=dev`) there is nothing to build with: it starts the build
// already in dist/ (`npm run build` before that install).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SERVER = 'dist/server/main.js';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

if (installed('vite') && installed('esbuild')) {
  console.log('Building the console and the server...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);
  run(process.execPath, ['scripts/build-server.mjs']);
} else if (existsSync(SERVER)) {
  console.log('No build tools (installed without dev dependencies): starting the build in dist/.');
} else {
  console.error(`${SERVER} is missing and the build tools are not installed: run \`npm ci && npm run build\` first.`);
  process.exit(1);
}

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
const server = spawn(process.execPath, [SERVER], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
