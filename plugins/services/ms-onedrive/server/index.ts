/**
 * The ms-onedrive source: a user's OneDrive through Microsoft Graph (sdk/server/graph-drives: children page by page,
 * delta on rescans, content streamed). A path's first name is the user: //alice@contoso.com/Documents/*.
 */
import { ApiError } from '@fathom/sdk/api/wire';
import { GRAPH_MESSAGES } from '@fathom/sdk/api/graph-forms';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, ServiceTypes, Sources } from '@fathom/sdk/server';
import { graphDriveConnector, remembered, type DriveLocation, type GraphDriveType } from '@fathom/sdk/server/graph-drives';
import { GraphError, graphApiError, type GraphClient, type GraphPage } from '@fathom/sdk/server/graph-kit';
import { ONEDRIVE_TYPE } from '../descriptor';

const drives = new WeakMap<GraphClient, Map<string, Promise<string>>>();

/** The user's drive id (GET /users/{user}/drive); NoSuchDrive when the user or the drive does not exist. */
export function driveOf(client: GraphClient, user: string, signal?: AbortSignal): Promise<string> {
  return remembered(drives, client, user.toLowerCase(), async () => {
    try {
      return (await client.json<{ id: string }>(`/users/${encodeURIComponent(user)}/drive?$select=id`, { signal })).id;
    } catch (err) {
      if (err instanceof GraphError && err.status === 404)
        throw new ApiError(SERVICE_ERRORS.noSuchDrive, GRAPH_MESSAGES.noSuchDrive(user), SERVICE_ERROR_STATUS.NoSuchDrive);
      throw graphApiError(err, client, { name: SERVICE_ERRORS.noSuchDrive, message: GRAPH_MESSAGES.noSuchDrive(user), what: `the OneDrive of ${user}` });
    }
  });
}

export const ONEDRIVE: GraphDriveType = {
  type: 'ms-onedrive',
  async locate(client, root, signal): Promise<DriveLocation> {
    const [user, ...rest] = root.replace(/^\/\//, '').split('/');
    if (!user) throw new ApiError(SERVICE_ERRORS.noSuchPath, `${root} names no user: write //user@domain/folder.`, SERVICE_ERROR_STATUS.NoSuchPath);
    return { drive: await driveOf(client, user, signal), prefix: `//${user}`, rel: rest.filter(Boolean).join('/') };
  },
  async places(client, signal) {
    const page = await client.json<GraphPage<{ userPrincipalName: string }>>('/users?$select=userPrincipalName&$top=20', { signal });
    return page.value.map(u => `//${u.userPrincipalName}`);
  },
};

export const onedriveConnector = graphDriveConnector(ONEDRIVE);

export default defineServerPlugin({
  id: 'services-ms-onedrive',
  register(r) {
    r.contribute(Sources, onedriveConnector);
    r.contribute(ServiceTypes, ONEDRIVE_TYPE);
  },
});
