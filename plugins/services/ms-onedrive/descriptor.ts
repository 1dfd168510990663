/** The ms-onedrive service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { graphConnectionFields } from '@fathom/sdk/api/graph-forms';

/**
 * Users' OneDrive for Business drives, read through Microsoft Graph with an app registration's client credentials
 * (spec 001 §3: ms-onedrive, Source; tenant, clientId, clientSecret, region, auth). A path names the user (user
 * principal name or id) and a folder in the drive: //alice@contoso.com/Documents/*, so one service can scan several
 * users' drives. The app needs the Files.Read.All application permission (User.Read.All to list users in a test).
 */
export const ONEDRIVE_TYPE: ServiceTypeDescriptor = {
  type: 'ms-onedrive',
  modes: ['Source'],
  pathStyle: 'share',
  title: 'Microsoft OneDrive',
  fields: graphConnectionFields(['Source']),
};

export function validateOneDriveParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  return validateParameters(ONEDRIVE_TYPE.fields!, values, mode);
}
