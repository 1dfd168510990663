/** The smb service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { SMB_USERNAME, TARGET_STORAGE_FIELDS, withStorePath } from '@fathom/sdk/api/service-forms';

/**
 * Windows and Samba file shares; paths are written //server/share/folder/* (spec 001 §5). Scanned as a source, written to as a target.
 * Lengths and forms of spec 001 §5; the port is an addition (445 when empty) for shares on another port.
 */
export const SMB_TYPE: ServiceTypeDescriptor = {
  type: 'smb',
  modes: ['Source', 'Target'],
  pathStyle: 'share',
  title: 'SMB file share',
  fields: [
    {
      key: 'server',
      label: 'Server',
      kind: 'text',
      requiredIn: ['Source', 'Target'],
      min: 3,
      max: 253,
      pattern: '^[A-Za-z0-9._:[\\]-]+$',
      patternMessage: 'Server must be a host name or an address.',
    },
    {
      key: 'shareName',
      label: 'Share name',
      kind: 'text',
      requiredIn: ['Source', 'Target'],
      min: 3,
      max: 80,
      pattern: '^[^\\\\/:*?"<>|]+$',
      patternMessage: 'Share name must not contain \\ / : * ? " < > |.',
    },
    {
      key: 'username',
      label: 'User name',
      kind: 'text',
      requiredIn: ['Source', 'Target'],
      min: 3,
      max: 256,
      pattern: SMB_USERNAME,
      patternMessage: 'User name must be domain\\user, localhost\\user or a plain user name.',
    },
    { key: 'password', label: 'Password', kind: 'secret', requiredIn: ['Source', 'Target'], min: 1, max: 127 },
    { key: 'port', label: 'Port', kind: 'number', min: 1, max: 65535, help: '445' },
    {
      key: 'storePath',
      label: 'Store path',
      kind: 'text',
      modes: ['Target'],
      requiredIn: ['Target'],
      max: 1024,
      help: 'The folder on the share files are written to, e.g. /archive',
    },
    ...TARGET_STORAGE_FIELDS,
  ],
};

/** The form's rules, and a store path's when the mode writes (spec 001 §3 lists storePath among smb's parameters). */
export function validateSmbParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  return withStorePath(validateParameters(SMB_TYPE.fields!, values, mode), values, mode);
}
