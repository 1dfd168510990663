/** The filesys service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { TARGET_STORAGE_FIELDS } from '@fathom/sdk/api/service-forms';

/** Folders on the collector's machine, written as local paths (spec 001 §3 Services); no Transform mode. */
export const FILESYS_TYPE: ServiceTypeDescriptor = {
  type: 'filesys',
  modes: ['Source', 'Target', 'Export'],
  pathStyle: 'local',
  title: 'File system',
  fields: [
    { key: 'excludeExternalDrives', label: 'Exclude external drives', kind: 'boolean', modes: ['Source'] },
    { key: 'excludeEnableGlobal', label: 'Apply the global exclusions', kind: 'boolean', modes: ['Source'] },
    {
      key: 'storePath',
      label: 'Store path',
      kind: 'text',
      requiredIn: ['Target', 'Export'],
      modes: ['Target', 'Export'],
      max: 1024,
      help: 'The folder files are written to, e.g. /srv/archive',
    },
    ...TARGET_STORAGE_FIELDS,
  ],
};
