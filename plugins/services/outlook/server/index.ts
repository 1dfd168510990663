/**
 * The outlook target: each file written becomes a message in a mail folder of one mailbox (Microsoft Graph,
 * POST /users/{mailbox}/mailFolders/{folder}/messages), its subject the file's path below the store path and the
 * file its attachment: in one request under 3 MB, else through an attachment upload session in pieces. The content
 * is LZ4-compressed and encrypted unless turned off (target-kit), spooled to a private temporary file when large so
 * it is never held whole. Writing a path again replaces its message.
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '@fathom/sdk/api/wire';
import { GRAPH_MESSAGES } from '@fathom/sdk/api/graph-forms';
import { SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, ServiceTypes, Targets, type TargetConnector } from '@fathom/sdk/server';
import { remembered } from '@fathom/sdk/server/graph-drives';
import { GraphError, graphApiError, graphClient, uploadPiece, type GraphClient, type GraphPage } from '@fathom/sdk/server/graph-kit';
import { restoredContent, storedContent, targetRelativePath, targetStorePath } from '@fathom/sdk/server/target-kit';
import { OUTLOOK_TYPE } from '../descriptor';

/** Attachments up to this size go in one request (Graph's limit is 3 MB); larger ones through an upload session. */
export const SMALL_ATTACHMENT = 3 * 1024 * 1024;
/** Bytes per upload request: a multiple of 320 KiB, under Graph's 4 MB. */
export const UPLOAD_PIECE = 10 * 320 * 1024;

const text = (params: Record<string, unknown>, k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
const users = (mailbox: string) => `/users/${encodeURIComponent(mailbox)}`;
/** A text inside an OData string literal. */
const odata = (s: string) => s.replace(/'/g, "''");

/** The mail folder's names below the mailbox top ('/Fathom/Exports' -> ['Fathom', 'Exports']). */
export function folderSteps(params: Record<string, unknown>): string[] {
  return targetStorePath(params).split('/').filter(Boolean);
}

const folders = new WeakMap<GraphClient, Map<string, Promise<string | null>>>();

/** The mail folder of the store path, created when missing (create) or null; NoSuchMailbox, AccessDenied named. */
async function folderId(client: GraphClient, mailbox: string, steps: string[], create: boolean, signal?: AbortSignal): Promise<string | null> {
  const find = async () => {
    let id: string;
    try {
      id = (await client.json<{ id: string }>(`${users(mailbox)}/mailFolders/msgfolderroot?$select=id`, { signal })).id;
    } catch (err) {
      throw graphApiError(err, client, { name: SERVICE_ERRORS.noSuchMailbox, message: GRAPH_MESSAGES.noSuchMailbox(mailbox), what: `the mailbox ${mailbox}` });
    }
    for (const step of steps) {
      const page = await client.json<GraphPage<{ id: string; displayName: string }>>(
        `${users(mailbox)}/mailFolders/${encodeURIComponent(id)}/childFolders?$filter=${encodeURIComponent(`displayName eq '${odata(step)}'`)}&$select=id,displayName`,
        { signal },
      );
      const found = page.value.find(f => f.displayName.toLowerCase() === step.toLowerCase());
      if (found) id = found.id;
      else if (create)
        id = (await client.send<{ id: string }>('POST', `${users(mailbox)}/mailFolders/${encodeURIComponent(id)}/childFolders`, { displayName: step }, signal))
          .id;
      else return null;
    }
    return id;
  };
  const key = JSON.stringify([mailbox.toLowerCase(), steps]);
  const id = await remembered(folders, client, key, find);
  if (id === null) folders.get(client)?.delete(key); // not there yet: looked for again next time
  return id;
}

/** The messages in the folder whose subject is the path. */
async function messagesOf(client: GraphClient, mailbox: string, folder: string, subject: string, signal?: AbortSignal): Promise<string[]> {
  const page = await client.json<GraphPage<{ id: string; subject: string }>>(
    `${users(mailbox)}/mailFolders/${encodeURIComponent(folder)}/messages?$filter=${encodeURIComponent(`subject eq '${odata(subject)}'`)}&$select=id,subject&$top=10`,
    { signal },
  );
  return page.value.filter(m => m.subject === subject).map(m => m.id);
}

/** The stored content, small enough in memory or spooled to a private temporary file. */
async function spool(chunks: AsyncIterable<Uint8Array>): Promise<{ size: number; bytes?: Buffer; file?: string; done(): Promise<void> }> {
  const parts: Buffer[] = [];
  let size = 0;
  let dir: string | undefined;
  let fh: Awaited<ReturnType<typeof open>> | undefined;
  const done = async () => {
    await fh?.close().catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  try {
    for await (const c of chunks) {
      const b = Buffer.from(c.buffer, c.byteOffset, c.byteLength);
      if (!fh && size + b.length <= SMALL_ATTACHMENT) {
        parts.push(Buffer.from(b));
        size += b.length;
        continue;
      }
      if (!fh) {
        dir = await mkdtemp(join(tmpdir(), 'fathom-outlook-'));
        fh = await open(join(dir, 'attachment'), 'wx', 0o600);
        for (const p of parts) await fh.write(p);
        parts.length = 0;
      }
      await fh.write(b);
      size += b.length;
    }
  } catch (err) {
    await done();
    throw err;
  }
  if (!fh) return { size, bytes: Buffer.concat(parts), done };
  await fh.close();
  fh = undefined;
  return { size, file: join(dir!, 'attachment'), done };
}

async function attach(
  client: GraphClient,
  mailbox: string,
  message: string,
  name: string,
  body: { size: number; bytes?: Buffer; file?: string },
  signal?: AbortSignal,
): Promise<void> {
  const at = `${users(mailbox)}/messages/${encodeURIComponent(message)}/attachments`;
  if (body.bytes) {
    await client.send(
      'POST',
      at,
      { '@odata.type': '#microsoft.graph.fileAttachment', name, contentType: 'application/octet-stream', contentBytes: body.bytes.toString('base64') },
      signal,
    );
    return;
  }
  const session = await client.send<{ uploadUrl: string }>(
    'POST',
    `${at}/createUploadSession`,
    { AttachmentItem: { attachmentType: 'file', name, size: body.size, contentType: 'application/octet-stream' } },
    signal,
  );
  const fh = await open(body.file!, 'r');
  try {
    const piece = Buffer.alloc(UPLOAD_PIECE);
    for (let start = 0; start < body.size;) {
      const { bytesRead } = await fh.read(piece, 0, Math.min(UPLOAD_PIECE, body.size - start), start);
      if (bytesRead === 0) throw new Error(`${name}: the spooled content ended early`);
      await uploadPiece(session.uploadUrl, piece.subarray(0, bytesRead), start, body.size, signal);
      start += bytesRead;
    }
  } finally {
    await fh.close();
  }
}

function named(err: unknown, client: GraphClient, mailbox: string): unknown {
  if (err instanceof ApiError || !(err instanceof GraphError) || (err as Error).name === 'AbortError') return err;
  return graphApiError(err, client, { name: SERVICE_ERRORS.noSuchMailbox, message: GRAPH_MESSAGES.noSuchMailbox(mailbox), what: `the mailbox ${mailbox}` });
}

export const outlookTarget: TargetConnector = {
  type: 'outlook',
  async write(params, path, content, signal) {
    const rel = targetRelativePath(path);
    const mailbox = text(params, 'mailbox');
    const client = graphClient(params);
    const body = await spool(storedContent(params, content));
    try {
      const folder = (await folderId(client, mailbox, folderSteps(params), true, signal))!;
      for (const old of await messagesOf(client, mailbox, folder, rel, signal))
        await client.json(`${users(mailbox)}/messages/${encodeURIComponent(old)}`, { method: 'DELETE', signal });
      const message = await client.send<{ id: string }>(
        'POST',
        `${users(mailbox)}/mailFolders/${encodeURIComponent(folder)}/messages`,
        { subject: rel, body: { contentType: 'text', content: `${rel}\n\nWritten by Fathom: the attached file (${body.size} bytes stored).` } },
        signal,
      );
      try {
        await attach(client, mailbox, message.id, rel.slice(rel.lastIndexOf('/') + 1), body, signal);
      } catch (err) {
        // No message without its file.
        await client.json(`${users(mailbox)}/messages/${encodeURIComponent(message.id)}`, { method: 'DELETE' }).catch(() => undefined);
        throw err;
      }
    } catch (err) {
      throw named(err, client, mailbox);
    } finally {
      await body.done();
    }
  },
  async read(params, path, signal) {
    const rel = targetRelativePath(path);
    const mailbox = text(params, 'mailbox');
    const client = graphClient(params);
    const gone = () => Object.assign(new Error(`${rel} is not in the mailbox ${mailbox}`), { code: 'ENOENT' });
    try {
      const folder = await folderId(client, mailbox, folderSteps(params), false, signal);
      if (!folder) throw gone();
      const [message] = await messagesOf(client, mailbox, folder, rel, signal);
      if (!message) throw gone();
      const at = `${users(mailbox)}/messages/${encodeURIComponent(message)}/attachments`;
      const [first] = (await client.json<GraphPage<{ id: string }>>(`${at}?$select=id,name`, { signal })).value;
      if (!first) throw gone();
      return restoredContent(params, await client.download(`${at}/${encodeURIComponent(first.id)}/$value`, signal));
    } catch (err) {
      throw named(err, client, mailbox);
    }
  },
  async remove(params, path) {
    const rel = targetRelativePath(path);
    const mailbox = text(params, 'mailbox');
    const client = graphClient(params);
    try {
      const folder = await folderId(client, mailbox, folderSteps(params), false);
      if (!folder) return;
      for (const id of await messagesOf(client, mailbox, folder, rel))
        await client.json(`${users(mailbox)}/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
    } catch (err) {
      throw named(err, client, mailbox);
    }
  },
  /** Signs in, finds the mailbox and its folder (created by the first write when missing) and answers the first subjects there. */
  async validate(params, signal) {
    const mailbox = text(params, 'mailbox');
    const client = graphClient(params, 1);
    try {
      await client.accessToken(signal);
      const folder = await folderId(client, mailbox, folderSteps(params), false, signal);
      if (!folder) return { entries: [] };
      const page = await client.json<GraphPage<{ subject: string }>>(
        `${users(mailbox)}/mailFolders/${encodeURIComponent(folder)}/messages?$select=subject&$top=20`,
        { signal },
      );
      return { entries: page.value.map(m => m.subject) };
    } catch (err) {
      throw graphApiError(err, client, { name: SERVICE_ERRORS.noSuchMailbox, message: GRAPH_MESSAGES.noSuchMailbox(mailbox), what: `the mailbox ${mailbox}` });
    }
  },
};

export default defineServerPlugin({
  id: 'services-outlook',
  register(r) {
    r.contribute(Targets, outlookTarget);
    r.contribute(ServiceTypes, OUTLOOK_TYPE);
  },
});
