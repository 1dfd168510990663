/** The zip source: a zip file, or a folder of zip files, whose members are scanned as files. */
import { lstatSync } from 'node:fs';
import { defineServerPlugin, ServiceTypes, Sources, type SourceConnector } from '@fathom/sdk/server';
import { ZIP_TYPE } from '../descriptor';
import { openMember } from './archive';
import { walkZip } from './walk';

/** The archive a member path lies in and the member's name: the first path prefix that is a file. */
export function splitMemberPath(path: string): { archive: string; member: string } {
  const parts = path.split('/');
  for (let i = 2; i < parts.length; i++) {
    const archive = parts.slice(0, i).join('/');
    let isFile = false;
    try {
      isFile = lstatSync(archive).isFile();
    } catch {
      break;
    }
    if (isFile) return { archive, member: parts.slice(i).join('/') };
  }
  throw Object.assign(new Error(`${path} is not a member of a zip file`), { code: 'ENOENT' });
}

async function openRead(path: string): Promise<NodeJS.ReadableStream> {
  const { archive, member } = splitMemberPath(path);
  return openMember(archive, member);
}

export const zipConnector: SourceConnector = {
  type: 'zip',
  walk: (_params, include, exclude, signal) => walkZip(include, exclude, signal),
  async read(_params, path) {
    const chunks: Buffer[] = [];
    for await (const c of await openRead(path)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  },
  openRead: (_params, path) => openRead(path),
};

export default defineServerPlugin({
  id: 'services-zip',
  register(r) {
    r.contribute(Sources, zipConnector);
    r.contribute(ServiceTypes, ZIP_TYPE);
  },
});
