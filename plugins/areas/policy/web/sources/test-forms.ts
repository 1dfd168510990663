/** A service form shaped like a real one, for this folder's tests (plugins do not import each other). */
import type { ServiceFormContribution } from '@fathom/sdk/web';

export const FILESYS_LIKE_FORM: ServiceFormContribution = {
  type: 'filesys',
  title: 'File system',
  modes: ['Source', 'Target', 'Export'],
  pathStyle: 'local',
  fields: [
    { key: 'excludeExternalDrives', label: 'Exclude external drives', kind: 'boolean' },
    { key: 'storePath', label: 'Store path', kind: 'text' },
  ],
  validate: (values, mode): Record<string, string> => (mode !== 'Source' && !values.storePath ? { storePath: 'Field is required.' } : {}),
};
