/** The filesys source and target: local and mounted folders, walked in-process, written through target.ts. */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, ServiceTypes, Sources, Targets, type SourceConnector } from '@fathom/sdk/server';
import { filesysTarget } from './target';
import { FILESYS_TYPE } from '../descriptor';
import { distinctRoots } from './paths';
import { walkFilesys } from './walk';

/** 'Test connection': the first names in each include folder; a missing or unreadable one is named. */
export function testFolders(include: string[]): { entries: string[] } {
  const entries: string[] = [];
  for (const root of distinctRoots(include)) {
    try {
      for (const name of readdirSync(root).slice(0, 20)) entries.push(root === '/' ? `/${name}` : `${root}/${name}`);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR')
        throw new ApiError(SERVICE_ERRORS.noSuchPath, `The folder ${root} does not exist.`, SERVICE_ERROR_STATUS.NoSuchPath);
      if (code === 'EACCES' || code === 'EPERM')
        throw new ApiError(SERVICE_ERRORS.accessDenied, `Access was denied to the folder ${root}.`, SERVICE_ERROR_STATUS.AccessDenied);
      throw err;
    }
  }
  return { entries };
}

export const filesysConnector: SourceConnector = {
  type: 'filesys',
  walk(params, include, exclude, signal) {
    return walkFilesys(include, exclude, { excludeExternalDrives: params.excludeExternalDrives === true, signal });
  },
  read: (_params, path) => readFile(path),
  readSync: (_params, path) => readFileSync(path),
  validate: async (_params, include) => testFolders(include),
};

export default defineServerPlugin({
  id: 'services-filesys',
  register(r) {
    r.contribute(Sources, filesysConnector);
    r.contribute(Targets, filesysTarget);
    r.contribute(ServiceTypes, FILESYS_TYPE);
  },
});
