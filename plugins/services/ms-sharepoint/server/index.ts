/**
 * The ms-sharepoint source: document libraries of SharePoint sites through Microsoft Graph (sdk/server/graph-drives:
 * children page by page, delta on rescans, content streamed). //host/sites/{site}/{library}/{folder}: the site is
 * found by its address (GET /sites/{host}:/sites/{site}), the library among its drives by name or by the last name
 * of its address ('Documents' or 'Shared Documents').
 */
import { ApiError } from '@fathom/sdk/api/wire';
import { GRAPH_MESSAGES } from '@fathom/sdk/api/graph-forms';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, ServiceTypes, Sources } from '@fathom/sdk/server';
import { graphDriveConnector, remembered, type DriveLocation, type GraphDriveType } from '@fathom/sdk/server/graph-drives';
import { GraphError, graphApiError, type GraphClient, type GraphPage } from '@fathom/sdk/server/graph-kit';
import { SHAREPOINT_TYPE } from '../descriptor';

/** A path's site ('//host/sites/name' or '//host'), library and folder. */
export function splitSharePointPath(root: string): { host: string; site: string; library: string; rel: string } {
  const parts = root.replace(/^\/\//, '').split('/').filter(Boolean);
  const host = parts[0] ?? '';
  const collection = parts[1] === 'sites' || parts[1] === 'teams';
  const site = collection ? parts.slice(1, 3).join('/') : '';
  const rest = parts.slice(collection ? 3 : 1);
  return { host, site, library: rest[0] ?? '', rel: rest.slice(1).join('/') };
}

interface Drive {
  id: string;
  name: string;
  webUrl?: string;
}
const sites = new WeakMap<GraphClient, Map<string, Promise<{ id: string; drives: Drive[] }>>>();

/** The site and its libraries; NoSuchSite when the address names none. */
export function siteOf(client: GraphClient, host: string, site: string, signal?: AbortSignal): Promise<{ id: string; drives: Drive[] }> {
  const name = site ? `${host}/${site}` : host;
  return remembered(sites, client, name.toLowerCase(), async () => {
    try {
      const s = await client.json<{ id: string }>(
        site ? `/sites/${encodeURIComponent(host)}:/${site.split('/').map(encodeURIComponent).join('/')}` : `/sites/${encodeURIComponent(host)}`,
        {
          signal,
        },
      );
      const drives: Drive[] = [];
      for await (const page of client.pages<Drive>(`/sites/${encodeURIComponent(s.id)}/drives?$select=id,name,webUrl`, signal)) drives.push(...page.value);
      return { id: s.id, drives };
    } catch (err) {
      if (err instanceof GraphError && (err.status === 404 || err.status === 400))
        throw new ApiError(SERVICE_ERRORS.noSuchSite, GRAPH_MESSAGES.noSuchSite(name), SERVICE_ERROR_STATUS.NoSuchSite);
      throw graphApiError(err, client, { name: SERVICE_ERRORS.noSuchSite, message: GRAPH_MESSAGES.noSuchSite(name), what: `the site ${name}` });
    }
  });
}

/** The library of a site named by its title or by the last name of its address. */
export function libraryOf(drives: readonly Drive[], library: string): Drive | undefined {
  const urlName = (d: Drive) => {
    try {
      return decodeURIComponent(new URL(d.webUrl ?? '').pathname.split('/').filter(Boolean).pop() ?? '');
    } catch {
      return '';
    }
  };
  return drives.find(d => d.name === library) ?? drives.find(d => urlName(d) === library) ?? drives.find(d => d.name.toLowerCase() === library.toLowerCase());
}

export const SHAREPOINT: GraphDriveType = {
  type: 'ms-sharepoint',
  async locate(client, root, signal): Promise<DriveLocation> {
    const p = splitSharePointPath(root);
    const siteName = p.site ? `${p.host}/${p.site}` : p.host;
    if (!p.host)
      throw new ApiError(SERVICE_ERRORS.noSuchPath, `${root} names no site: write //host/sites/site/library/folder.`, SERVICE_ERROR_STATUS.NoSuchPath);
    const site = await siteOf(client, p.host, p.site, signal);
    if (!p.library)
      throw new ApiError(
        SERVICE_ERRORS.noSuchPath,
        `${root} names no document library: write //${siteName}/<library>/..., e.g. one of ${site.drives.map(d => d.name).join(', ')}.`,
        SERVICE_ERROR_STATUS.NoSuchPath,
      );
    const drive = libraryOf(site.drives, p.library);
    if (!drive) throw new ApiError(SERVICE_ERRORS.noSuchDrive, GRAPH_MESSAGES.noSuchLibrary(p.library, siteName), SERVICE_ERROR_STATUS.NoSuchDrive);
    return { drive: drive.id, prefix: `//${siteName}/${p.library}`, rel: p.rel };
  },
  async places(client, signal) {
    const page = await client.json<GraphPage<{ webUrl: string }>>('/sites?search=*&$select=webUrl&$top=20', { signal });
    return page.value.map(s => `//${s.webUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`);
  },
};

export const sharepointConnector = graphDriveConnector(SHAREPOINT);

export default defineServerPlugin({
  id: 'services-ms-sharepoint',
  register(r) {
    r.contribute(Sources, sharepointConnector);
    r.contribute(ServiceTypes, SHAREPOINT_TYPE);
  },
});
