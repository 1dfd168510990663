/** The ms-sharepoint service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { graphConnectionFields } from '@fathom/sdk/api/graph-forms';

/**
 * Document libraries of SharePoint Online sites, read through Microsoft Graph with an app registration's client
 * credentials (spec 001 §3: ms-sharepoint; the connection fields of ms-onedrive). A path names the site, the library
 * and a folder: //contoso.sharepoint.com/sites/Finance/Documents/Reports/* (sites/ or teams/ sites; a library of
 * the root site directly after the host). The app needs Sites.Read.All (or Files.Read.All).
 */
export const SHAREPOINT_TYPE: ServiceTypeDescriptor = {
  type: 'ms-sharepoint',
  modes: ['Source'],
  pathStyle: 'share',
  title: 'Microsoft SharePoint',
  fields: graphConnectionFields(['Source']),
};

export function validateSharePointParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  return validateParameters(SHAREPOINT_TYPE.fields!, values, mode);
}
