// The same ~2,000 real documents (copies of the shared corpus) placed in a folder, an SMB share (Samba), an S3
// bucket (s3rver) and an Azure container (azurite), each scanned whole (read, hash, extract, classify, index): the
// four indexes must be the same file for file (path below the source, size, SHA-256, extraction status,
// classifications with their rules and hit counts). Prints each scan's files/s and MB/s and the differences found.
// Figures only: never passes or fails on time. Run alone: node test/bench/remote-parity.mjs [copies]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, startS3Child } from './remote-scan.mjs';

const CORPUS = '/work/shared/corpus/documents';
const AZURE_ACCOUNT = 'devstoreaccount1';
// azurite's published development key (not a secret).
const AZURE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const require = createRequire(import.meta.url);

function files(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(join(d, e.name)) : e.isFile() ? [join(d, e.name)] : []));
}

async function startAzurite(work, port) {
  mkdirSync(join(work, 'azurite'));
  const child = spawn(
    'node_modules/.bin/azurite-blob',
    ['--blobHost', '127.0.0.1', '--blobPort', String(port), '--location', join(work, 'azurite'), '--silent', '--skipApiVersionCheck'],
    { stdio: 'ignore' },
  );
  const { BlobServiceClient, StorageSharedKeyCredential } = require('@azure/storage-blob');
  const endpoint = `http://127.0.0.1:${port}/${AZURE_ACCOUNT}`;
  const container = new BlobServiceClient(endpoint, new StorageSharedKeyCredential(AZURE_ACCOUNT, AZURE_KEY)).getContainerClient('docs');
  for (let i = 0; ; i++) {
    try {
      await container.createIfNotExists();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise(r => setTimeout(r, 100));
    }
  }
  return {
    container,
    params: { accountName: AZURE_ACCOUNT, accountKey: AZURE_KEY, container: 'docs', endpointSuffix: 'core.windows.net', endpoint },
    close: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise(r => child.once('exit', r));
      child.kill();
      await gone;
    },
  };
}

/** Every file of a scan's index as path-below-the-source → what the index says of it. */
function indexOf(dbFile, prefix) {
  const Database = require('better-sqlite3');
  const db = new Database(dbFile, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT parent_path || '/' || name AS p, size, content_hash AS hash, extract_status AS extract,
           (SELECT group_concat(classification || ':' || rule_id || ':' || hit_count, ',') FROM
             (SELECT * FROM idx_classifications c WHERE c.entry_id = e.entry_id ORDER BY classification, rule_id)) AS classes
         FROM idx_entries e WHERE class_id = 'idxobject' AND is_deleted = 0`,
      )
      .all();
    const strip = prefix.replace(/^\/+/, '/');
    return new Map(rows.map(r => [r.p.replace(/^\/+/, '/').slice(strip.length), `${r.size} ${r.hash} ${r.extract} ${r.classes ?? ''}`]));
  } finally {
    db.close();
  }
}

function differences(reference, other) {
  const out = [];
  for (const [p, v] of reference) if (other.get(p) !== v) out.push(other.has(p) ? `${p}: ${other.get(p)} instead of ${v}` : `${p}: missing`);
  for (const p of other.keys()) if (!reference.has(p)) out.push(`${p}: not in the folder's index`);
  return out;
}

export async function run(copies = Number(process.env.PARITY_BENCH_COPIES ?? 10)) {
  if (!existsSync(CORPUS)) {
    console.log(`remote-parity: no corpus at ${CORPUS}, skipped`);
    return;
  }
  const m = bundle();
  const { freePort } = m;
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'fathom-parity-bench-'));
  let samba;
  let s3;
  let azure;
  try {
    const tree = join(work, 'tree');
    for (let i = 0; i < copies; i++) cpSync(CORPUS, join(tree, `copy${i}`), { recursive: true });
    const all = files(tree);
    const bytes = all.reduce((n, f) => n + statSync(f).size, 0);
    console.log(
      `${all.length.toLocaleString('en-US')} documents, ${(bytes / 1048576).toFixed(1)} MB (${copies} copies of the corpus), read, hashed, extracted and classified`,
    );

    const { entries } = await m.loadServerPlugins();
    const settings = { maxFileSizeMb: 64, hashThreads: 2, extractThreads: 2, enableIndexing: true, enableClassification: true, enableOcr: false };
    const hooks = { progress() {}, shouldStop: () => false };
    const scan = async (name, type, parameters, path) => {
      const dbFile = join(work, `${name}.sqlite`);
      const store = await m.openStore({ filename: dbFile });
      await store.close();
      const service = { name: type, type, parameters, include: [{ path, signing: false, index: true, classify: true, ocr: false }], exclude: [] };
      const spec = { dbFile, nodeId: 'bench', taskId: null, pluginsEntry: entries.scan, extractorsEntry: entries.extract, services: [service], settings };
      const t = process.hrtime.bigint();
      const out = await m.runScanJob(spec, hooks);
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { name, seconds, out, index: indexOf(dbFile, path) };
    };

    const scans = [await scan('filesys', 'filesys', {}, tree)];
    samba = await m.startSamba({ docs: tree });
    scans.push(
      await scan(
        'smb',
        'smb',
        { server: '127.0.0.1', shareName: 'docs', username: samba.username, password: samba.password, port: samba.port },
        '//127.0.0.1/docs',
      ),
    );

    s3 = await startS3Child(work);
    const { PutObjectCommand, CreateBucketCommand } = require('@aws-sdk/client-s3');
    await s3.client.send(new CreateBucketCommand({ Bucket: 'docs' }));
    for (const f of all) await s3.client.send(new PutObjectCommand({ Bucket: 'docs', Key: `tree/${relative(tree, f)}`, Body: readFileSync(f) }));
    scans.push(await scan('objstore', 'objstore', { url: s3.url, ...m.S3_KEYS }, '/docs/tree'));

    azure = await startAzurite(work, await freePort());
    for (const f of all) await azure.container.getBlockBlobClient(relative(tree, f)).uploadData(readFileSync(f));
    scans.push(await scan('azure', 'azure', azure.params, `//${AZURE_ACCOUNT}/docs`));

    const reference = scans[0].index;
    const classified = [...reference.values()].filter(v => !v.endsWith(' ')).length;
    const table = {};
    const reports = [];
    for (const s of scans) {
      const diff = s === scans[0] ? [] : differences(reference, s.index);
      table[`${s.name} scan`] = {
        files: s.out.counters.files,
        seconds: s.seconds.toFixed(1),
        'files/s': Math.round(s.out.counters.files / s.seconds),
        'MB/s': (bytes / 1048576 / s.seconds).toFixed(1),
        errors: s.out.counters.errors,
        'same index as filesys': s === scans[0] ? '(reference)' : diff.length === 0 ? 'yes' : `no: ${diff.length} files differ`,
      };
      if (diff.length) reports.push(`${s.name}: ${diff.slice(0, 5).join('; ')}`);
    }
    console.table(table);
    console.log(`${reference.size} files in the folder's index, ${classified} of them classified`);
    for (const r of reports) console.log(r);
  } finally {
    await samba?.close();
    await s3?.close();
    await azure?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv[2] ? Number(process.argv[2]) : undefined);
