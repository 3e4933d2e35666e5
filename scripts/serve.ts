/**
 * Serves the production build (dist/) on http://localhost:4173 the way a static host
 * configured with our fallback files would: prerendered pages by clean URL, hashed
 * assets cached for a year, unknown /contact/* and /apply/* paths answered with step 1,
 * any other unknown path with 404.html and status 404.
 */
import { createServer, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const dist = resolve(import.meta.dirname, '..', process.env.SITE_OUT || 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

const assets = sirv(dist, {
  dev: false,
  etag: true,
  extensions: ['html'],
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'no-cache');
  },
});

function sendHtml(res: ServerResponse, file: string, status: number) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(readFileSync(join(dist, file)));
}

const server = createServer((req, res) => {
  assets(req, res, () => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/contact/')) return sendHtml(res, 'contact/index.html', 200);
    if (path.startsWith('/apply/')) return sendHtml(res, 'apply/index.html', 200);
    return sendHtml(res, '404.html', 404);
  });
});

server.listen(port, host, () => {
  console.log(`Site: http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
