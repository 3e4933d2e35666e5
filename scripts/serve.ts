/**
 * Serves the production build (dist/) on http://localhost:4173 the way a static host
 * configured with our fallback files would: prerendered pages by clean URL, hashed
 * assets cached for a year, unknown /contact/* and /apply/* paths answered with step 1 and
 * /dispatch/* with the console's shell,
 * any other unknown path with 404.html and status 404. Every response carries the security
 * headers the build wrote to dist/_headers (scripts/security-headers.ts), minus
 * upgrade-insecure-requests on this plain-http origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { forPlainHttp, parseHeadersFile } from './security-headers';
import { LOCALE_PREFIX } from '../supabase/functions/_shared/languages.ts';
import { APPLY_PATH, CONTACT_PATH, DISPATCH_PATH, STATUS_PATH } from '../supabase/functions/_shared/site-paths.ts';

/** Sections whose every sub-path is one page that reads the address (its index.html answers them all). */
export const APP_SECTIONS = [CONTACT_PATH, APPLY_PATH, DISPATCH_PATH, STATUS_PATH] as const;
/** Those of them that exist in every language. */
export const TRANSLATED_APP_SECTIONS = [CONTACT_PATH, STATUS_PATH] as const;

/** The precompressed files the build writes beside each page, best first. */
const COMPRESSED = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
] as const;

export type StaticServer = { url: string; close: () => Promise<void> };

/** Starts the static server; resolves once it listens. */
export function startStaticServer({
  dist = resolve(import.meta.dirname, '..', process.env.SITE_OUT || 'dist'),
  port = Number(process.env.PORT ?? 4173),
  host = process.env.HOST ?? 'localhost',
}: { dist?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run \`npm run build\` first.`);
  // The headers of the build's own config (its Supabase URL may differ from this process's env).
  const headersFile = join(dist, '_headers');
  const security = existsSync(headersFile) ? forPlainHttp(parseHeadersFile(readFileSync(headersFile, 'utf8'))) : {};
  if (!existsSync(headersFile)) console.warn(`${headersFile} is missing (build older than the security headers): sending none.`);
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
  // Fallback pages compressed like every other file (a static host compresses them too): the
  // build's .br or .gz twin when the browser accepts it.
  const sendHtml = (req: IncomingMessage, res: ServerResponse, file: string, status: number) => {
    const accepted = String(req.headers['accept-encoding'] ?? '').split(',').map((e) => e.trim().split(';')[0]);
    const twin = COMPRESSED.find(({ encoding, ext }) => accepted.includes(encoding) && existsSync(join(dist, file + ext)));
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(twin ? { 'Content-Encoding': twin.encoding } : {}),
    });
    res.end(readFileSync(join(dist, file + (twin?.ext ?? ''))));
  };
  const server: Server = createServer((req, res) => {
    // Before any branch, so files, fallback pages and 304s all carry them.
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    assets(req, res, () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      for (const section of APP_SECTIONS) if (path.startsWith(`${section}/`)) return sendHtml(req, res, `${section.slice(1)}/index.html`, 200);
      // The same sections in each other language, and that language's 404 page.
      for (const prefix of Object.values(LOCALE_PREFIX).filter((p) => p !== '')) {
        for (const section of TRANSLATED_APP_SECTIONS) {
          if (path.startsWith(`${prefix}${section}/`)) return sendHtml(req, res, `${prefix.slice(1)}${section}/index.html`, 200);
        }
        if (path.startsWith(`${prefix}/`) && existsSync(join(dist, `${prefix.slice(1)}/404.html`))) return sendHtml(req, res, `${prefix.slice(1)}/404.html`, 404);
      }
      return sendHtml(req, res, '404.html', 404);
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () =>
      done({
        url: `http://${host}:${port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startStaticServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  console.log(`Site: ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
}
