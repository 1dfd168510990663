/**
 * The azure walk: a container's blob names seen as folders split on '/'. Each folder is listed by hierarchy,
 * page by page (the service answers at most PAGE names at a time), depth first with an explicit stack, so a
 * folder's listing comes before its subfolders' and excluded subtrees are never listed.
 */
import type { ContainerClient } from '@azure/storage-blob';
import type { AzureParameters } from '@fathom/sdk/api/service-forms';
import { distinctRootsOf, shareExcludeMatcher, type WalkEntry, type WalkListing } from '@fathom/sdk/server';
import { containerRoot, locateBlob } from './paths';

const PAGE = 1000;

function folder(path: string, time = 0): WalkEntry {
  return {
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
    isDirectory: true,
    size: 0,
    createTime: time,
    modifyTime: time,
    accessTime: 0,
    owner: '',
    mode: '',
  };
}

interface BlobLike {
  name: string;
  properties: { contentLength?: number; lastModified?: Date; createdOn?: Date; lastAccessedOn?: Date };
}

function fileEntry(path: string, b: BlobLike): WalkEntry {
  return {
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
    isDirectory: false,
    size: b.properties.contentLength ?? 0,
    createTime: b.properties.createdOn?.getTime() ?? 0,
    modifyTime: b.properties.lastModified?.getTime() ?? 0,
    accessTime: b.properties.lastAccessedOn?.getTime() ?? 0,
    owner: '',
    mode: '',
  };
}

export async function* walkAzure(
  container: ContainerClient,
  p: AzureParameters,
  include: string[],
  exclude: string[],
  signal?: AbortSignal,
  pageSize = PAGE,
): AsyncGenerator<WalkListing> {
  const matcher = shareExcludeMatcher(exclude, containerRoot);
  for (const root of distinctRootsOf(include.map(containerRoot))) {
    if (matcher.excludesRoot(root)) continue;
    const where = locateBlob(root, p);
    if (!where) {
      yield { root, directory: folder(root), entries: [], error: `${root} is not in the container //${p.accountName}/${p.container}` };
      continue;
    }
    if (where.rel) {
      // The include root may name one blob.
      const props = await container
        .getBlobClient(where.rel)
        .getProperties({ abortSignal: signal })
        .catch(() => null);
      if (props) {
        const parent = root.slice(0, root.lastIndexOf('/'));
        yield { root, directory: folder(parent), entries: [fileEntry(root, { name: where.rel, properties: props })], partial: true };
        continue;
      }
    }
    const stack: string[] = [where.rel];
    let first = true;
    while (stack.length > 0) {
      if (signal?.aborted) return;
      const rel = stack.pop()!;
      const path = rel ? `${where.prefix}/${rel}` : where.prefix;
      const entries: WalkEntry[] = [];
      const subfolders: string[] = [];
      try {
        const pages = container.listBlobsByHierarchy('/', { prefix: rel ? `${rel}/` : '' }).byPage({ maxPageSize: pageSize });
        for await (const page of pages) {
          for (const pre of page.segment.blobPrefixes ?? []) {
            const name = pre.name.replace(/\/+$/, '').slice(rel ? rel.length + 1 : 0);
            if (!name) continue;
            const child = `${path}/${name}`;
            if (!matcher.empty && matcher.excluded(child, name)) continue;
            entries.push(folder(child));
            subfolders.push(rel ? `${rel}/${name}` : name);
          }
          for (const b of page.segment.blobItems) {
            const name = b.name.slice(rel ? rel.length + 1 : 0);
            if (!name || name.endsWith('/')) continue; // a folder marker blob
            const child = `${path}/${name}`;
            if (!matcher.empty && matcher.excluded(child, name)) continue;
            entries.push(fileEntry(child, b));
          }
        }
      } catch (err) {
        const e = err as { statusCode?: number; code?: string; message?: string };
        yield { root, directory: folder(path), entries: [], error: `${path}: ${e.code ?? e.statusCode ?? e.message}` };
        continue;
      }
      if (first && rel && entries.length === 0) {
        yield { root, directory: folder(path), entries: [], error: `${path} does not exist`, missing: true };
        break;
      }
      first = false;
      yield { root, directory: folder(path), entries };
      for (let i = subfolders.length - 1; i >= 0; i--) stack.push(subfolders[i]);
    }
  }
}
