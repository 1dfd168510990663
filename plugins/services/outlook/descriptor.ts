/** The outlook service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { graphConnectionFields } from '@fathom/sdk/api/graph-forms';
import { TARGET_STORAGE_FIELDS, withStorePath } from '@fathom/sdk/api/service-forms';

/**
 * An Exchange Online mailbox as a target (spec 001 §3: outlook, targets only), written through Microsoft Graph with an
 * app registration's client credentials (Mail.ReadWrite application permission): each file becomes a message in the
 * mail folder of the store path, its subject the file's path and the file its attachment. The connection fields are
 * those of ms-onedrive.
 */
export const OUTLOOK_TYPE: ServiceTypeDescriptor = {
  type: 'outlook',
  modes: ['Target'],
  pathStyle: 'local',
  title: 'Microsoft Outlook mailbox',
  fields: [
    ...graphConnectionFields(['Target']),
    {
      key: 'mailbox',
      label: 'Mailbox',
      kind: 'text',
      requiredIn: ['Target'],
      min: 3,
      max: 256,
      pattern: '^[^\\s/\\\\]+$',
      patternMessage: 'Mailbox must be a user principal name (e.g. archive@contoso.com) or a user id.',
    },
    {
      key: 'storePath',
      label: 'Mail folder',
      kind: 'text',
      requiredIn: ['Target'],
      max: 1024,
      help: 'The folder messages are written to, under the mailbox top, e.g. /Fathom/Exports (created when missing)',
    },
    ...TARGET_STORAGE_FIELDS,
  ],
};

export function validateOutlookParameters(values: Record<string, unknown>, mode: ServiceMode = 'Target'): Record<string, string> {
  return withStorePath(validateParameters(OUTLOOK_TYPE.fields!, values, mode), values, mode);
}
