import { spawn, type ChildProcess } from 'node:child_process';
import { repositoryRoot } from './lib/console-build';

/**
 * `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server, which proxies
 * /API, /config.json and /healthz to it. Ctrl-C stops both.
 */
const apiUrl = `http://localhost:${process.env.PORT ?? '8080'}`;

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@trova/console'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, TROVA_API_URL: process.env.TROVA_API_URL ?? apiUrl },
  }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
