// Bytes on the wire for the sign-in page, through the server as a browser asks for it (Accept-Encoding: br,
// gzip), beside the same files sent as they are; and how many of them a warm reload may keep without asking
// (Cache-Control immutable). Reads dist/web/platform (node esbuild.config.mjs first). Figures only.
// Run alone: node test/bench/console-transfer.mjs
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './api-server.mjs';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

function fetchRaw(url, headers) {
  return new Promise((res, rej) =>
    get(url, { headers }, r => {
      let bytes = 0;
      r.on('data', c => {
        bytes += c.length;
      });
      r.on('end', () => res({ bytes, headers: r.headers }));
    }).on('error', rej),
  );
}

export async function run() {
  const buildFile = join(ROOT, 'dist/web/platform/build.json');
  if (!existsSync(buildFile)) {
    console.log('no console build (node esbuild.config.mjs): skipped');
    return;
  }
  const build = JSON.parse(readFileSync(buildFile, 'utf8'));
  const html = readFileSync(join(ROOT, 'dist/web/platform/index.html'), 'utf8');
  const css = [...html.matchAll(/href="\/([^"]+\.css)"/g)].map(m => m[1]);
  const files = ['', ...new Set([...css, ...build.signInFiles])];
  const srv = await startBenchServer();
  try {
    const total = async headers => {
      let bytes = 0;
      let immutable = 0;
      for (const f of files) {
        const r = await fetchRaw(`${srv.url}/${f}`, headers);
        bytes += r.bytes;
        if (/immutable/.test(r.headers['cache-control'] ?? '')) immutable++;
      }
      return { bytes, immutable };
    };
    const plain = await total({});
    const encoded = await total({ 'accept-encoding': 'gzip, deflate, br' });
    const kb = n => `${(n / 1024).toFixed(1)} KB`;
    console.log(`Sign-in page through the server: index.html + ${files.length - 1} files (build's gzip figure for its JavaScript: ${kb(build.signInGzip)})`);
    console.table({
      'sent as they are (reference)': { 'on the wire': kb(plain.bytes), 'kept without asking (immutable)': `${plain.immutable} of ${files.length}` },
      'Accept-Encoding: gzip, deflate, br': { 'on the wire': kb(encoded.bytes), 'kept without asking (immutable)': `${encoded.immutable} of ${files.length}` },
    });
  } finally {
    srv.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
