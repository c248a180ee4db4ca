import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The build's offline part (issue #24 item 13): once Vite has written the client, it names the build by a hash
 * of every file in it, writes that name into index.html (`<meta name="everrain-build">`) and into
 * `version.json` (which the page asks of the server to learn whether a newer build is served), and writes the
 * service worker (`sw.js`, from service-worker.template.js) with the list of files it keeps for offline play.
 */
export function offlineBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'everrain-offline',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const out = resolve(config.root, config.build.outDir);
      const files = listFiles(out).filter((f) => !['sw.js', 'version.json'].includes(f) && !f.endsWith('.map'));
      const hash = createHash('sha256');
      for (const f of files.sort()) hash.update(f).update(readFileSync(join(out, f)));
      const build = hash.digest('hex').slice(0, 16);
      const indexFile = join(out, 'index.html');
      const index = readFileSync(indexFile, 'utf8').replace(/<meta name="everrain-build"[^>]*>\s*/, '');
      writeFileSync(indexFile, index.replace('</head>', `  <meta name="everrain-build" content="${build}" />\n  </head>`));
      writeFileSync(join(out, 'version.json'), `${JSON.stringify({ build })}\n`);
      const keep = ['/', ...files.map((f) => `/${f}`)];
      const template = readFileSync(join(config.root, 'offline/service-worker.template.js'), 'utf8');
      writeFileSync(join(out, 'sw.js'), template.replace('__BUILD__', build).replace('__FILES__', JSON.stringify(keep)));
    },
  };
}

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, root) : [relative(root, path).split(sep).join('/')];
  });
}
