/** The filesys source: local and mounted folders, walked in-process. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineServerPlugin, ServiceTypes, Sources, type SourceConnector } from '@fathom/sdk/server';
import { FILESYS_TYPE } from '../descriptor';
import { walkFilesys } from './walk';

export const filesysConnector: SourceConnector = {
  type: 'filesys',
  walk(params, include, exclude, signal) {
    return walkFilesys(include, exclude, { excludeExternalDrives: params.excludeExternalDrives === true, signal });
  },
  read: (_params, path) => readFile(path),
  readSync: (_params, path) => readFileSync(path),
};

export default defineServerPlugin({
  id: 'services-filesys',
  register(r) {
    r.contribute(Sources, filesysConnector);
    r.contribute(ServiceTypes, FILESYS_TYPE);
  },
});
