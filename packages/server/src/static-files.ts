import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built web client (packages/web's `vite build` output) from `root`: any path that names a file
 * inside it, else index.html (the client routes itself). Nothing outside `root` is ever read.
 */
export function serveStatic(app: FastifyInstance, root: string | null): void {
  const base = root ? resolve(root) : null;
  const ready = base !== null && existsSync(join(base, 'index.html'));
  app.get('/*', async (request, reply) => {
    if (!ready || !base) {
      return reply.type('text/plain; charset=utf-8').send('The Everrain server is running. The web client is not built: run `npm run build -w @everrain/web` and restart.\n');
    }
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').split('#')[0] ?? '/');
    let file = resolve(base, normalize('.' + sep + path));
    if (file !== base && !file.startsWith(base + sep)) return reply.code(404).send();
    if (!existsSync(file) || !statSync(file).isFile()) file = join(base, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return reply.type(type).header('cache-control', cache).send(createReadStream(file));
  });
}
