// Scans of the same documents from a folder (filesys), an SMB share (Samba started here) and an S3 bucket (s3rver
// started here), each beside a reference doing the same transfer without the product: the whole tree fetched by
// smbclient's own recursive `mget`, and by the S3 client alone (ListObjectsV2 pages + GetObject, 8 at once).
// Figures only: never pass/fail on time. Run alone: node test/bench/remote-scan.mjs [copies]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServerModules } from './bundle.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CORPUS = '/work/shared/corpus/documents';
const require = createRequire(import.meta.url);

export function bundle() {
  return bundleServerModules(
    'remote-scan',
    `export { runScanJob } from './server/scan/scan-job';
        export { openStore } from './server/store/db';
        export { loadServerPlugins } from './host/server/plugins';
        export { startSamba, freePort } from './test/api/samba-peer';
        export { S3_KEYS } from './test/api/s3-peer';`,
  );
}

/** s3rver in a process of its own (in this one the scan engine's modules are loaded beside it), on a free port. */
export async function startS3Child(work) {
  const dir = join(work, 's3rver');
  mkdirSync(dir);
  const code = `const S3rver = require('s3rver'); new S3rver({ port: 0, address: '127.0.0.1', directory: ${JSON.stringify(dir)}, silent: true }).run().then(a => console.log(a.port));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((res, rej) => {
    child.stdout.once('data', d => res(Number(String(d).trim())));
    child.once('exit', c => rej(new Error(`s3rver exited with ${c}`)));
  });
  const { S3Client } = require('@aws-sdk/client-s3');
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url,
    client,
    close: async () => {
      client.destroy();
      const gone = new Promise(r => child.once('exit', r));
      child.kill();
      await gone;
    },
  };
}

function files(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(join(d, e.name)) : e.isFile() ? [join(d, e.name)] : []));
}
async function timeAsync(fn) {
  const t = process.hrtime.bigint();
  const r = await fn();
  return [Number(process.hrtime.bigint() - t) / 1e9, r];
}
const row = (seconds, count, bytes, note = '') => ({
  seconds: seconds.toFixed(2),
  'files/s': Math.round(count / seconds).toLocaleString('en-US'),
  'MB/s': (bytes / 1048576 / seconds).toFixed(1),
  note,
});

export async function run(copies = Number(process.env.REMOTE_BENCH_COPIES ?? 3)) {
  if (!existsSync(CORPUS)) {
    console.log(`remote-scan: no corpus at ${CORPUS}, skipped`);
    return;
  }
  const m = bundle();
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'fathom-remote-bench-'));
  let samba;
  let s3;
  try {
    const tree = join(work, 'tree');
    for (let i = 0; i < copies; i++) cpSync(CORPUS, join(tree, `copy${i}`), { recursive: true });
    const all = files(tree);
    const bytes = all.reduce((n, f) => n + statSync(f).size, 0);
    console.log(`${all.length.toLocaleString('en-US')} documents, ${(bytes / 1048576).toFixed(1)} MB (${copies} copies of the corpus)`);

    const { entries } = await m.loadServerPlugins();
    // Every file read and hashed, none extracted: the figures are the protocols' and the scan pipeline's, not the extractors'.
    const settings = { maxFileSizeMb: 10, hashThreads: 2, extractThreads: 2, enableIndexing: false, enableClassification: false, enableOcr: false };
    const hooks = { progress() {}, shouldStop: () => false };
    const scan = async (name, service) => {
      const db = join(work, `${name}.sqlite`);
      const store = await m.openStore({ filename: db });
      await store.close();
      const spec = { dbFile: db, nodeId: 'bench', taskId: null, pluginsEntry: entries.scan, extractorsEntry: entries.extract, services: [service], settings };
      return timeAsync(() => m.runScanJob(spec, hooks));
    };
    const source = (type, parameters, path) => ({
      name: type,
      type,
      parameters,
      include: [{ path, signing: false, index: false, classify: false }],
      exclude: [],
    });

    const [fsS, fsOut] = await scan('filesys', source('filesys', {}, tree));

    samba = await m.startSamba({ docs: tree });
    const smbParams = { server: '127.0.0.1', shareName: 'docs', username: samba.username, password: samba.password, port: samba.port };
    const fetched = join(work, 'mget');
    mkdirSync(fetched);
    const [mgetS, mget] = await timeAsync(async () =>
      spawnSync(
        'smbclient',
        ['-s', '/dev/null', '-p', String(samba.port), '//127.0.0.1/docs', '-U', samba.username, '--use-kerberos=off', '-c', 'prompt OFF; recurse ON; mget *'],
        { cwd: fetched, env: { ...process.env, PASSWD: samba.password }, stdio: ['ignore', 'ignore', 'pipe'] },
      ),
    );
    const mgetFiles = files(fetched).length;
    const [smbS, smbOut] = await scan('smb', source('smb', smbParams, '//127.0.0.1/docs'));

    s3 = await startS3Child(work);
    const { ListObjectsV2Command, GetObjectCommand, PutObjectCommand, CreateBucketCommand } = require('@aws-sdk/client-s3');
    await s3.client.send(new CreateBucketCommand({ Bucket: 'docs' }));
    for (const f of all) await s3.client.send(new PutObjectCommand({ Bucket: 'docs', Key: `tree/${relative(tree, f)}`, Body: readFileSync(f) }));
    const [rawS, raw] = await timeAsync(async () => {
      const keys = [];
      let token;
      do {
        const page = await s3.client.send(new ListObjectsV2Command({ Bucket: 'docs', Prefix: 'tree/', ContinuationToken: token }));
        for (const o of page.Contents ?? []) keys.push(o.Key);
        token = page.NextContinuationToken;
      } while (token);
      let got = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < keys.length) {
            const out = await s3.client.send(new GetObjectCommand({ Bucket: 'docs', Key: keys[next++] }));
            got += (await out.Body.transformToByteArray()).length;
          }
        }),
      );
      return { count: keys.length, got };
    });
    const [s3S, s3Out] = await scan('objstore', source('objstore', { url: s3.url, ...m.S3_KEYS }, '/docs/tree'));

    const same = [smbOut, s3Out].every(o => o.counters.files === fsOut.counters.files);
    console.table({
      'filesys scan (walk, read, sha256, index rows)': row(fsS, fsOut.counters.files, bytes, `${fsOut.counters.changed} indexed`),
      'smbclient recurse + mget (reference)': row(mgetS, mgetFiles, bytes, mget.status === 0 ? '' : mget.stderr.toString().slice(0, 60)),
      'smb scan, same documents': row(
        smbS,
        smbOut.counters.files,
        bytes,
        `${Math.round((mgetS / smbS) * 100)}% of mget's pace, ${smbOut.counters.errors} errors`,
      ),
      'S3 list + get, 8 at once (reference)': row(rawS, raw.count, raw.got),
      'objstore scan, same documents': row(
        s3S,
        s3Out.counters.files,
        bytes,
        `${Math.round((rawS / s3S) * 100)}% of the raw client's pace, ${s3Out.counters.errors} errors`,
      ),
    });
    console.log(same ? 'every scan found the same number of files' : 'the scans found different numbers of files');
    for (const [name, o] of [
      ['smb', smbOut],
      ['objstore', s3Out],
    ])
      if (o.messages?.length) console.log(`${name} scan reported: ${o.messages.slice(0, 3).join('; ')}`);
  } finally {
    await samba?.close();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv[2] ? Number(process.argv[2]) : undefined);
