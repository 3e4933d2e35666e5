/**
 * `npm run lock:platforms`: after `npm install`, re-adds to package-lock.json the optional,
 * platform-specific packages (macOS, Windows, Android builds of native tools such as
 * @tailwindcss/oxide) that this machine's npm registry mirror does not serve. npm leaves them
 * out of the lock when their metadata 404s, and `npm ci` then refuses the lock as out of sync.
 * Each is recorded by name and version only, as optional: npm ci skips it on Linux.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version: spec, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
const { '': root, ...rest } = packages;
lock.packages = { '': root, ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform package(s) recorded`);
