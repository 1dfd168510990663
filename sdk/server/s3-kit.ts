/**
 * The S3 connector kit, for every S3-compatible service type (objstore, aws): a path is '/<bucket>/<key>', a folder
 * a key prefix. The walk pages through ListObjectsV2 one folder at a time, reads stream in 8 MiB ranges, targets
 * upload part by part, LZ4-compressed and encrypted unless turned off (spec 001 §9), with the policy's key handed
 * in as params.contentKey. The S3 client (s3-impl) loads on first use, so threads that never touch S3 (extraction)
 * do not pay for it. Import as '@fathom/sdk/server/s3-kit'.
 */
import type { SourceConnector } from './connectors';
import type { TargetConnector } from './platform';

export interface S3Settings {
  /** Absent for AWS itself (the region picks the endpoint). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets addressed as <endpoint>/<bucket> (most S3-compatible servers) rather than <bucket>.<endpoint>. */
  forcePathStyle: boolean;
}

/** Objects read at once by a scan of an S3 source. */
export const S3_READ_CONCURRENCY = 8;

const impl = () => import('./s3-impl');

/** A source connector of an S3-compatible type; settingsOf turns the service's parameters into client settings. */
export function s3SourceConnector(type: string, settingsOf: (params: Record<string, unknown>) => S3Settings): SourceConnector {
  return {
    type,
    readConcurrency: S3_READ_CONCURRENCY,
    async *walk(params, include, exclude, signal) {
      const s3 = await impl();
      yield* s3.walkS3(s3.s3ClientFor(settingsOf(params)), include, exclude, signal);
    },
    read: async (params, path) => {
      const s3 = await impl();
      return s3.readS3Whole(s3.s3ClientFor(settingsOf(params)), path);
    },
    readStream: async (params, path, signal) => {
      const s3 = await impl();
      return s3.readS3Ranges(s3.s3ClientFor(settingsOf(params)), path, signal);
    },
    validate: async (params, include, signal) => {
      const s3 = await impl();
      return s3.testS3(s3.s3ClientFor(settingsOf(params)), include, signal);
    },
  };
}

/** A target connector of an S3-compatible type: writes under params.storePath ('/<bucket>/<folder>'). */
export function s3TargetConnector(type: string, settingsOf: (params: Record<string, unknown>) => S3Settings): TargetConnector {
  return {
    type,
    write: async (params, path, content, signal) => (await impl()).writeS3Target(settingsOf(params), params, path, content, signal),
  };
}
