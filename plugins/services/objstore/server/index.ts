/** The objstore source: any S3-compatible store (MinIO, Ceph, ...) at the service's URL, buckets addressed by path. */
import { defineServerPlugin, ServiceTypes, Sources, Targets } from '@fathom/sdk/server';
import { s3SourceConnector, s3TargetConnector, type S3Settings } from '@fathom/sdk/server/s3-kit';
import { OBJSTORE_TYPE } from '../descriptor';

export function objstoreSettings(params: Record<string, unknown>): S3Settings {
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  return {
    endpoint: text('url'),
    region: text('region') || 'us-east-1',
    accessKeyId: text('accessKey'),
    secretAccessKey: typeof params.secretKey === 'string' ? params.secretKey : '',
    forcePathStyle: true,
  };
}

export const objstoreConnector = s3SourceConnector('objstore', objstoreSettings);
export const objstoreTarget = s3TargetConnector('objstore', objstoreSettings);

export default defineServerPlugin({
  id: 'services-objstore',
  register(r) {
    r.contribute(Sources, objstoreConnector);
    r.contribute(Targets, objstoreTarget);
    r.contribute(ServiceTypes, OBJSTORE_TYPE);
  },
});
