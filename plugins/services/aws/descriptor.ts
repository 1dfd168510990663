/** The aws service type as plain data (spec 001 §3, §9): Amazon S3 by region, us-east-1 by default. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';

export const AWS_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
  'eu-west-1',
  'eu-west-2',
  'eu-central-1',
  'ap-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-southeast-1',
  'ap-southeast-2',
] as const;
export const AWS_DEFAULT_REGION = 'us-east-1';

export const AWS_TYPE: ServiceTypeDescriptor = {
  type: 'aws',
  modes: ['Source', 'Target'],
  pathStyle: 'local',
  title: 'Amazon S3',
  fields: [
    { key: 'accessKey', label: 'Access key', kind: 'text', requiredIn: ['Source', 'Target'], min: 16, max: 128 },
    { key: 'secretKey', label: 'Secret key', kind: 'secret', requiredIn: ['Source', 'Target'], min: 3, max: 256 },
    {
      key: 'region',
      label: 'Region',
      kind: 'select',
      default: AWS_DEFAULT_REGION,
      requiredIn: ['Source', 'Target'],
      options: AWS_REGIONS.map(r => ({ value: r, label: r })),
    },
    {
      key: 'storePath',
      label: 'Store path',
      kind: 'text',
      modes: ['Target'],
      requiredIn: ['Target'],
      pattern: '^/[a-z0-9][a-z0-9.-]{1,62}(/.*)?$',
      patternMessage: 'Store path starts with the bucket: /bucket/folder.',
    },
    { key: 'enableCompression', label: 'Compression (LZ4)', kind: 'boolean', modes: ['Target'], requiredIn: ['Target'], default: true },
    { key: 'enableEncryption', label: 'Encryption', kind: 'boolean', modes: ['Target'], requiredIn: ['Target'], default: true },
  ],
};
