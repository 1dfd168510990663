/**
 * A real S3-compatible peer for tests: s3rver on a free port with its store in a temp dir, and an upload of a
 * local tree into a bucket. Keys S3RVER / S3RVER are the ones it accepts.
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (o: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

export const S3_KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export interface S3Peer {
  url: string;
  client: S3Client;
  createBucket(bucket: string): Promise<void>;
  upload(bucket: string, dir: string, prefix: string): Promise<number>;
  close(): Promise<void>;
}

export async function startS3Peer(): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.accessKey, secretAccessKey: S3_KEYS.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url,
    client,
    async createBucket(bucket) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    async upload(bucket, dir, prefix) {
      await client.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
      let n = 0;
      const walk = async (d: string): Promise<void> => {
        for (const e of readdirSync(d, { withFileTypes: true })) {
          const p = join(d, e.name);
          if (e.isDirectory()) await walk(p);
          else if (e.isFile()) {
            await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${relative(dir, p)}`, Body: readFileSync(p) }));
            n++;
          }
        }
      };
      await walk(dir);
      return n;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
