// `npm run dev`: the API server with reload on change, and Vite's dev server (hot reload) proxying
// /api to it. Open the URL Vite prints.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, VERIFLOW_API_URL: `http://127.0.0.1:${apiPort}` } }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((c) => c.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); }));
