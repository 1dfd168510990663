/** The azure service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { AZURE_DEFAULT_ENDPOINT_SUFFIX, AZURE_ENDPOINT_SUFFIXES, TARGET_STORAGE_FIELDS, withStorePath } from '@fathom/sdk/api/service-forms';

/**
 * Azure Blob containers; paths are written //account/container/folder/* like a share. Scanned as a source, written to as a target (spec 001 §3: azure Target).
 * Lengths and forms of spec 001 §5, the clouds of §9; the blob endpoint is an addition for private or emulated stores.
 */
export const AZURE_TYPE: ServiceTypeDescriptor = {
  type: 'azure',
  modes: ['Source', 'Target'],
  pathStyle: 'share',
  title: 'Azure Blob storage',
  fields: [
    {
      key: 'accountName',
      label: 'Account name',
      kind: 'text',
      requiredIn: ['Source', 'Target'],
      min: 3,
      max: 63,
      pattern: '^[a-z0-9]+$',
      patternMessage: 'Account name must be lowercase letters and digits.',
    },
    { key: 'accountKey', label: 'Account key', kind: 'secret', requiredIn: ['Source', 'Target'], min: 3, max: 256 },
    {
      key: 'container',
      label: 'Container',
      kind: 'text',
      requiredIn: ['Source', 'Target'],
      min: 3,
      max: 63,
      pattern: '^[a-z0-9-]+$',
      patternMessage: 'Container must be lowercase letters (a-z), digits or hyphens.',
    },
    {
      key: 'endpointSuffix',
      label: 'Endpoint suffix',
      kind: 'select',
      options: [...AZURE_ENDPOINT_SUFFIXES],
      default: AZURE_DEFAULT_ENDPOINT_SUFFIX,
    },
    {
      key: 'endpoint',
      label: 'Blob endpoint',
      kind: 'url',
      max: 2048,
      help: 'Optional, e.g. http://127.0.0.1:10000/devstoreaccount1',
    },
    {
      key: 'storePath',
      label: 'Store path',
      kind: 'text',
      modes: ['Target'],
      requiredIn: ['Target'],
      max: 1024,
      help: 'The folder in the container blobs are written to, e.g. /archive',
    },
    ...TARGET_STORAGE_FIELDS,
  ],
};

export function validateAzureParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  return withStorePath(validateParameters(AZURE_TYPE.fields!, values, mode), values, mode);
}
