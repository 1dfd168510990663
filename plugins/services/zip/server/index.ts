/** The zip source (a zip file, or a folder of zip files, whose members are scanned as files) and target (members written into one archive). */
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import type { Readable } from 'node:stream';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, distinctRootsOf, ServiceTypes, Sources, Targets, type SourceConnector, type TargetConnector } from '@fathom/sdk/server';
import { contentChunks, targetRelativePath, targetStorePath } from '@fathom/sdk/server/target-kit';
import { access, constants, mkdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute } from 'node:path';
import { removeMember, writeMember } from './append';
import { ZIP_TYPE } from '../descriptor';
import { listMembers, openMember } from './archive';
import { isZipName, localRoot, walkZip } from './walk';

/** Names a connection test answers per include path. */
const TEST_NAMES = 20;

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

async function openRead(path: string): Promise<Readable> {
  const { archive, member } = splitMemberPath(path);
  return openMember(archive, member);
}

async function topMembers(archive: string): Promise<string[]> {
  try {
    return (await listMembers(archive)).filter(m => !m.name.includes('/')).map(m => m.name);
  } catch (err) {
    throw new ApiError(ERROR_NAMES.validation, `${archive} is not a readable zip file: ${(err as Error).message}`);
  }
}

/** 'Test connection': the first members of each include archive, or the archives and folders of each include folder. */
export async function testArchives(include: string[]): Promise<{ entries: string[] }> {
  const entries: string[] = [];
  for (const root of distinctRootsOf(include.map(localRoot))) {
    let st: Stats;
    try {
      st = lstatSync(root);
    } catch {
      throw new ApiError(SERVICE_ERRORS.noSuchPath, `${root} does not exist.`, SERVICE_ERROR_STATUS.NoSuchPath);
    }
    const names = st.isFile()
      ? await topMembers(root)
      : readdirSync(root, { withFileTypes: true })
          .filter(d => d.isDirectory() || (d.isFile() && isZipName(d.name)))
          .map(d => d.name);
    for (const name of names.slice(0, TEST_NAMES)) entries.push(root === '/' ? `/${name}` : `${root}/${name}`);
  }
  return { entries };
}

export const zipConnector: SourceConnector = {
  type: 'zip',
  walk: (_params, include, exclude, signal) => walkZip(include, exclude, signal),
  async read(_params, path) {
    const chunks: Buffer[] = [];
    for await (const c of await openRead(path)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  },
  readStream: (_params, path) => openRead(path),
  validate: async (_params, include) => testArchives(include),
};

function archiveOf(params: Record<string, unknown>): string {
  const store = targetStorePath(params);
  if (!store || !isAbsolute(store) || !isZipName(store))
    throw new ApiError(SERVICE_ERRORS.noSuchPath, 'The zip target needs a store path: an absolute path ending in .zip.', SERVICE_ERROR_STATUS.NoSuchPath);
  return store;
}

/**
 * The zip target: each file written becomes a member of the archive at storePath (created on the first write),
 * deflated; a member of the same name is replaced. Any unzip tool reads the archive, so the content is not stored
 * LZ4-compressed or encrypted.
 */
export const zipTarget: TargetConnector = {
  type: 'zip',
  write: async (params, path, content, signal) => {
    await writeMember(archiveOf(params), targetRelativePath(path), contentChunks(content), signal);
  },
  read: async (params, path) => openMember(archiveOf(params), targetRelativePath(path)),
  remove: async (params, path) => {
    await removeMember(archiveOf(params), targetRelativePath(path));
  },
  async validate(params) {
    const archive = archiveOf(params);
    const exists = await stat(archive).then(
      s => s.isFile(),
      () => false,
    );
    if (exists) return { entries: (await topMembers(archive)).slice(0, TEST_NAMES) };
    try {
      await mkdir(dirname(archive), { recursive: true });
      await access(dirname(archive), constants.W_OK);
    } catch {
      throw new ApiError(SERVICE_ERRORS.accessDenied, `The folder ${dirname(archive)} does not take new files.`, SERVICE_ERROR_STATUS.AccessDenied);
    }
    return { entries: [] };
  },
};

export default defineServerPlugin({
  id: 'services-zip',
  register(r) {
    r.contribute(Sources, zipConnector);
    r.contribute(Targets, zipTarget);
    r.contribute(ServiceTypes, ZIP_TYPE);
  },
});
