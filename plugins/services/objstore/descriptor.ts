/** The objstore service type as plain data (spec 001 §3): any S3-compatible store, reached by its URL. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';

export const OBJSTORE_TYPE: ServiceTypeDescriptor = {
  type: 'objstore',
  modes: ['Source', 'Target'],
  pathStyle: 'local',
  title: 'S3-compatible storage',
  fields: [
    {
      key: 'url',
      label: 'URL',
      kind: 'url',
      requiredIn: ['Source', 'Target'],
      max: 2048,
      help: 'The address of the S3 endpoint, e.g. https://s3.example.com:9000',
    },
    { key: 'accessKey', label: 'Access key', kind: 'text', requiredIn: ['Source', 'Target'], min: 3, max: 128 },
    { key: 'secretKey', label: 'Secret key', kind: 'secret', requiredIn: ['Source', 'Target'], min: 3, max: 256 },
    { key: 'region', label: 'Region', kind: 'text', default: 'us-east-1', max: 64 },
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

/** Paths name '/<bucket>/<folder>'. */
export const OBJSTORE_PATH_HELP = 'Paths start with the bucket: /bucket/folder';
