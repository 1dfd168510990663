/** The aws source: Amazon S3 in the service's region, buckets addressed by path ('/<bucket>/<folder>'). */
import { defineServerPlugin, ServiceTypes, Sources, Targets } from '@fathom/sdk/server';
import { s3SourceConnector, s3TargetConnector, type S3Settings } from '@fathom/sdk/server/s3-kit';
import { AWS_DEFAULT_REGION, AWS_TYPE } from '../descriptor';

export function awsSettings(params: Record<string, unknown>): S3Settings {
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  return {
    region: text('region') || AWS_DEFAULT_REGION,
    accessKeyId: text('accessKey'),
    secretAccessKey: typeof params.secretKey === 'string' ? params.secretKey : '',
    forcePathStyle: false,
  };
}

export const awsConnector = s3SourceConnector('aws', awsSettings);
export const awsTarget = s3TargetConnector('aws', awsSettings);

export default defineServerPlugin({
  id: 'services-aws',
  register(r) {
    r.contribute(Sources, awsConnector);
    r.contribute(Targets, awsTarget);
    r.contribute(ServiceTypes, AWS_TYPE);
  },
});
