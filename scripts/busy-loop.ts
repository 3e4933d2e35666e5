import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * The "other job" of the benches' busy rounds (`npm run bench -- --busy`,
 * `npm run bench:interaction -- --busy`): a production build of the site in a loop, into a
 * directory of its own, as a CI job or a second developer's build would run beside a phone's
 * page. A phone is never idle either.
 */
export function busyLoop(): { stop: () => Promise<void> } {
  const out = resolve(root, '.bench-busy-dist');
  let stopped = false;
  let child: ChildProcess | null = null;
  const next = () => {
    if (stopped) return;
    // Its own process group, so stopping it stops npm's children (vite, the prerender) too.
    child = spawn('npm', ['run', '-s', 'build'], { cwd: root, env: { ...process.env, SITE_OUT: out }, stdio: 'ignore', detached: true });
    child.once('exit', next);
  };
  next();
  return {
    stop: async () => {
      stopped = true;
      const running = child;
      if (running?.pid !== undefined && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((done) => running.once('exit', done));
        process.kill(-running.pid, 'SIGTERM');
        await exited;
      }
      // Only once nothing writes there any more.
      rmSync(out, { recursive: true, force: true });
      rmSync(`${out}-ssr`, { recursive: true, force: true });
    },
  };
}
