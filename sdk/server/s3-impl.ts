/**
 * The S3 connectors' work (loaded by s3-kit on first use), for every S3-compatible service type: a path is '/<bucket>/<key>',
 * a folder is a key prefix ending in '/'. The walk pages through ListObjectsV2 (continuation tokens, '/' as
 * delimiter) one folder at a time; reads stream in 8 MiB ranges, so no object is ever held whole unless the scan
 * indexes its text. Failures are named (sdk/api SERVICE_ERRORS). Import as '@fathom/sdk/server/s3-kit'.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { ApiError, ERROR_NAMES } from '../api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '../api/services';
import type { WalkEntry, WalkListing } from './connectors';
import { storedContent, targetRelativePath, type TargetContent } from './target-kit';
import { distinctRootsOf, excludeMatcher, plainPolicyRoot } from './path-rules';

import type { S3Settings } from './s3-kit';

export const RANGE_BYTES = 8 * 1024 * 1024;

const clients = new Map<string, S3Client>();
/** One client per settings (keyed by a hash, so no secret is kept as a map key). */
export function s3ClientFor(s: S3Settings): S3Client {
  const key = createHash('sha256').update(JSON.stringify(s)).digest('hex');
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      forcePathStyle: s.forcePathStyle,
      maxAttempts: 3,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    });
    clients.set(key, client);
  }
  return client;
}

/** '/bucket/a/b' -> bucket 'bucket', key 'a/b'; '/' -> no bucket. */
export function splitS3Path(path: string): { bucket: string; key: string } {
  const p = plainPolicyRoot(path).replace(/^\/+/, '');
  const i = p.indexOf('/');
  return i < 0 ? { bucket: p, key: '' } : { bucket: p.slice(0, i), key: p.slice(i + 1) };
}

const NETWORK_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN', 'TimeoutError'];

/** The named failure an S3 error stands for; other errors are passed through as they are. */
export function s3Failure(err: unknown, bucket?: string): Error {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; cause?: { code?: string } };
  const name = e?.name ?? '';
  const status = e?.$metadata?.httpStatusCode;
  const named = (n: string, message: string) => new ApiError(n, message, SERVICE_ERROR_STATUS[n]);
  if (name === 'NoSuchBucket' || (status === 404 && bucket && /bucket/i.test(e.message ?? '')))
    return named(SERVICE_ERRORS.noSuchBucket, bucket ? `The bucket ${bucket} does not exist.` : 'The bucket does not exist.');
  if (['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden', 'AllAccessDisabled'].includes(name) || status === 403 || status === 401)
    return named(SERVICE_ERRORS.accessDenied, `Access was denied: ${e.message || name || 'the keys were refused'}.`);
  const code = e?.code ?? e?.cause?.code ?? name;
  if (NETWORK_CODES.includes(code) || /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|getaddrinfo|socket hang up|timed? ?out/i.test(e?.message ?? ''))
    return named(SERVICE_ERRORS.hostUnreachable, `The host cannot be reached (${code || e.message}).`);
  return err instanceof Error ? err : new Error(String(err));
}

function folderEntry(path: string, name: string): WalkEntry {
  return { path, name, isDirectory: true, size: 0, createTime: 0, modifyTime: 0, accessTime: 0, owner: '', mode: '' };
}
function baseName(path: string): string {
  return path === '/' ? '/' : path.slice(path.lastIndexOf('/') + 1);
}

async function* pages(client: S3Client, bucket: string, prefix: string, signal?: AbortSignal): AsyncGenerator<ListObjectsV2CommandOutput> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }), {
      abortSignal: signal,
    });
    yield page;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Every folder under the include paths, each with its whole listing (all pages), depth first. */
export async function* walkS3(client: S3Client, include: string[], exclude: string[], signal?: AbortSignal): AsyncGenerator<WalkListing> {
  const matcher = excludeMatcher(exclude);
  for (const root of distinctRootsOf(include.map(plainPolicyRoot))) {
    if (matcher.excludesRoot(root)) continue;
    const stack: string[] = [];
    if (root === '/') {
      try {
        const out = await client.send(new ListBucketsCommand({}), { abortSignal: signal });
        const entries = (out.Buckets ?? []).map(b => folderEntry(`/${b.Name}`, b.Name ?? '')).filter(e => e.name && !matcher.excluded(e.path, e.name));
        yield { root, directory: folderEntry('/', '/'), entries };
        for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i].path);
      } catch (err) {
        yield { root, directory: folderEntry('/', '/'), entries: [], error: `/: ${s3Failure(err).message}` };
        continue;
      }
    } else {
      const { bucket, key } = splitS3Path(root);
      if (key) {
        // A root naming one object is a partial listing of its folder.
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal }).catch(() => null);
        if (head) {
          const dir = root.slice(0, root.lastIndexOf('/'));
          yield { root, directory: folderEntry(dir, baseName(dir)), entries: [fileEntry(root, head.ContentLength ?? 0, head.LastModified)], partial: true };
          continue;
        }
      }
      stack.push(root);
    }
    while (stack.length > 0) {
      if (signal?.aborted) return;
      const dir = stack.pop()!;
      const { bucket, key } = splitS3Path(dir);
      const prefix = key ? `${key}/` : '';
      const entries: WalkEntry[] = [];
      const subdirs: string[] = [];
      let marker = false;
      try {
        for await (const page of pages(client, bucket, prefix, signal)) {
          for (const cp of page.CommonPrefixes ?? []) {
            const name = (cp.Prefix ?? '').slice(prefix.length).replace(/\/$/, '');
            const path = `${dir}/${name}`;
            if (!name || matcher.excluded(path, name)) continue;
            subdirs.push(path);
            entries.push(folderEntry(path, name));
          }
          for (const o of page.Contents ?? []) {
            const k = o.Key ?? '';
            if (k === prefix) marker = true; // a folder marker object, not a file
            if (k === prefix || k.endsWith('/')) continue;
            const name = k.slice(prefix.length);
            const path = `${dir}/${name}`;
            if (matcher.excluded(path, name)) continue;
            entries.push(fileEntry(path, o.Size ?? 0, o.LastModified, o.Owner?.DisplayName));
          }
        }
      } catch (err) {
        const failure = s3Failure(err, bucket);
        const gone = failure instanceof ApiError && failure.errorName === SERVICE_ERRORS.noSuchBucket;
        yield { root, directory: folderEntry(dir, baseName(dir)), entries: [], error: `${dir}: ${failure.message}`, missing: gone && dir === root };
        continue;
      }
      // S3 has no empty folders: a root prefix with nothing under it (and no marker) is gone.
      if (dir === root && key && entries.length === 0 && !marker) {
        yield { root, directory: folderEntry(dir, baseName(dir)), entries: [], error: `${dir} does not exist`, missing: true };
        continue;
      }
      yield { root, directory: folderEntry(dir, baseName(dir)), entries };
      for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
    }
  }
}

function fileEntry(path: string, size: number, modified: Date | undefined, owner?: string): WalkEntry {
  const t = modified ? modified.getTime() : 0;
  return { path, name: baseName(path), isDirectory: false, size, createTime: 0, modifyTime: t, accessTime: t, owner: owner ?? '', mode: '' };
}

async function* bodyChunks(body: unknown): AsyncGenerator<Uint8Array> {
  for await (const chunk of body as AsyncIterable<Uint8Array>) yield chunk;
}

/** An object's bytes in ranges of RANGE_BYTES, each range streamed: memory stays at one network buffer. */
export async function* readS3Ranges(client: S3Client, path: string, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const { bucket, key } = splitS3Path(path);
  let start = 0;
  let total = Infinity;
  while (start < total) {
    const out = await client
      .send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${start + RANGE_BYTES - 1}` }), { abortSignal: signal })
      .catch(err => {
        // An empty object has no first byte to range over.
        if ((err as { name?: string }).name === 'InvalidRange' && start === 0) return null;
        throw s3Failure(err, bucket);
      });
    if (!out) return;
    const range = /\/(\d+)$/.exec(out.ContentRange ?? '');
    total = range ? Number(range[1]) : (out.ContentLength ?? 0);
    let got = 0;
    for await (const chunk of bodyChunks(out.Body)) {
      got += chunk.length;
      yield chunk;
    }
    if (got === 0) return;
    start += got;
  }
}

export async function readS3Whole(client: S3Client, path: string, signal?: AbortSignal): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of readS3Ranges(client, path, signal)) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

/** 'Test connection': the buckets (no include path) or the first names under each include path's folder. */
export async function testS3(client: S3Client, include: string[], signal?: AbortSignal): Promise<{ entries: string[] }> {
  const roots = distinctRootsOf(include.map(plainPolicyRoot)).filter(r => r !== '/');
  if (roots.length === 0) {
    try {
      const out = await client.send(new ListBucketsCommand({}), { abortSignal: signal });
      return { entries: (out.Buckets ?? []).map(b => b.Name ?? '').filter(Boolean) };
    } catch (err) {
      throw s3Failure(err);
    }
  }
  const entries: string[] = [];
  for (const root of roots) {
    const { bucket, key } = splitS3Path(root);
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: key ? `${key}/` : '', Delimiter: '/', MaxKeys: 20 }), {
        abortSignal: signal,
      });
      for (const cp of page.CommonPrefixes ?? []) entries.push(`${root}/${(cp.Prefix ?? '').slice(key ? key.length + 1 : 0).replace(/\/$/, '')}`);
      for (const o of page.Contents ?? []) entries.push(`${root}/${(o.Key ?? '').slice(key ? key.length + 1 : 0)}`);
    } catch (err) {
      throw s3Failure(err, bucket);
    }
  }
  return { entries };
}

/** Parts of a multipart upload (S3 needs at least 5 MiB for every part but the last). */
export const PART_BYTES = 8 * 1024 * 1024;

/** Uploads a stream part by part (one PutObject when it is small), never holding more than one part. */
export async function uploadS3(client: S3Client, bucket: string, key: string, body: AsyncIterable<Uint8Array>, signal?: AbortSignal): Promise<void> {
  let parts: Buffer[] = [];
  let have = 0;
  let uploadId: string | undefined;
  const done: { ETag?: string; PartNumber: number }[] = [];
  const send = async (last: boolean) => {
    const part = Buffer.concat(parts);
    parts = [];
    have = 0;
    if (!uploadId && last) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: part }), { abortSignal: signal });
      return;
    }
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }), { abortSignal: signal })).UploadId;
    const PartNumber = done.length + 1;
    const out = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: part }), { abortSignal: signal });
    done.push({ ETag: out.ETag, PartNumber });
  };
  try {
    for await (const c of body) {
      parts.push(Buffer.from(c));
      have += c.length;
      if (have >= PART_BYTES) await send(false);
    }
    if (have > 0 || !uploadId) await send(true);
    if (uploadId)
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: done } }), {
        abortSignal: signal,
      });
  } catch (err) {
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
    throw s3Failure(err, bucket);
  }
}

/** Writes one file under the target's store path: LZ4 and encryption unless turned off (see s3-kit). */
export async function writeS3Target(
  settings: S3Settings,
  params: Record<string, unknown>,
  path: string,
  content: TargetContent,
  signal?: AbortSignal,
): Promise<void> {
  const store = typeof params.storePath === 'string' ? params.storePath : '';
  const { bucket, key: prefix } = splitS3Path(store);
  if (!bucket) throw new ApiError(SERVICE_ERRORS.noSuchPath, 'The target has no store path (/bucket/folder).', SERVICE_ERROR_STATUS.NoSuchPath);
  const key = [prefix, targetRelativePath(path)].filter(Boolean).join('/');
  const body = storedContent(params, content);
  await uploadS3(s3ClientFor(settings), bucket, key, body, signal);
}
