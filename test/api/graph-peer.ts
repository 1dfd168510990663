/**
 * A Microsoft Graph responder for the Graph service types' tests: a local HTTP server answering the calls the
 * connectors make with the shapes Graph answers (recorded from Graph v1.0): the client-credentials token endpoint,
 * users' drives, SharePoint sites and their libraries, drive items by id or path, children in pages with
 * @odata.nextLink, delta (token=latest, pages, deltaLink; changes report their folders too, as OneDrive does; 410
 * resyncRequired for an expired token), content as a 302 to a pre-signed address that refuses a bearer token, and
 * for outlook mail folders, messages, attachments and attachment upload sessions. Its state is in memory and
 * changed by the test (put, remove, rename) like users changing files.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Who {
  email?: string;
  displayName: string;
}
interface Item {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  content?: Buffer;
  created: string;
  modified: string;
  createdBy?: Who;
  lastModifiedBy?: Who;
  deleted?: boolean;
}
interface Drive {
  id: string;
  name: string;
  webUrl: string;
  rootId: string;
  items: Map<string, Item>;
  changes: { seq: number; id: string }[];
  seq: number;
  /** Delta tokens below this are expired (410). */
  oldest: number;
}
interface Attachment {
  id: string;
  name: string;
  bytes: Buffer;
}
export interface Message {
  id: string;
  subject: string;
  body: string;
  folderId: string;
  attachments: Attachment[];
}
interface MailFolder {
  id: string;
  displayName: string;
  parentId: string | null;
}
interface Mailbox {
  rootId: string;
  folders: Map<string, MailFolder>;
  messages: Map<string, Message>;
}

export interface GraphPeer {
  url: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  /** An app that signs in but has no permission on anything (Graph answers 403). */
  unprivilegedClientId: string;
  /** Service parameters that sign in and call this responder. */
  params(over?: Record<string, unknown>): Record<string, unknown>;
  addUser(upn: string, files: Record<string, string | Buffer>, by?: Who): string;
  addSite(host: string, site: string, libraries: Record<string, Record<string, string | Buffer>>, by?: Who): void;
  addMailbox(upn: string): void;
  /** Creates or changes a file (folders made as needed). */
  put(driveId: string, path: string, content: string | Buffer, by?: Who): void;
  remove(driveId: string, path: string): void;
  rename(driveId: string, path: string, name: string): void;
  /** Delta tokens issued so far expire: the next delta answers 410 resyncRequired. */
  expireDelta(driveId: string): void;
  driveOf(upn: string): string;
  /** The id of the item at a path of a drive. */
  idOf(driveId: string, path: string): string;
  libraryOf(host: string, site: string, library: string): string;
  /** Messages of a mailbox folder path ('/Fathom/Exports'). */
  messages(upn: string, folderPath: string): Message[];
  /** Every call made (method and path with query), for counting. */
  calls: string[];
  /** Children per page (Graph gives up to 200; small here so paging is exercised). */
  pageSize: number;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const graphError = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { error: { code, message } });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

export async function startGraphPeer(): Promise<GraphPeer> {
  const tenant = 'contoso.onmicrosoft.com';
  const clientId = '11111111-2222-3333-4444-555555555555';
  const clientSecret = 'peer~secret.' + randomBytes(12).toString('hex');
  const unprivilegedClientId = '99999999-8888-7777-6666-555555555555';
  const tokens = new Map<string, string>();
  const drives = new Map<string, Drive>();
  const users = new Map<string, string>();
  const sites = new Map<string, { id: string; webUrl: string; drives: string[] }>();
  const mailboxes = new Map<string, Mailbox>();
  const downloads = new Map<string, { drive: string; item: string }>();
  const uploads = new Map<string, { mailbox: Mailbox; message: Message; name: string; size: number; got: Buffer[]; next: number }>();
  const calls: string[] = [];
  let url = '';

  const newDrive = (name: string, webUrl: string): Drive => {
    const rootId = randomUUID();
    const d: Drive = { id: `b!${randomBytes(9).toString('base64url')}`, name, webUrl, rootId, items: new Map(), changes: [], seq: 1, oldest: 0 };
    d.items.set(rootId, { id: rootId, name: 'root', parentId: null, folder: true, created: now(), modified: now() });
    drives.set(d.id, d);
    return d;
  };
  const drive = (id: string) => {
    const d = drives.get(id);
    if (!d) throw new Error(`no drive ${id}`);
    return d;
  };
  const childrenOf = (d: Drive, id: string) => [...d.items.values()].filter(i => i.parentId === id && !i.deleted).sort((a, b) => a.name.localeCompare(b.name));
  const byPath = (d: Drive, path: string): Item | undefined => {
    let at = d.items.get(d.rootId)!;
    for (const name of path.split('/').filter(Boolean)) {
      const next = childrenOf(d, at.id).find(c => c.name.toLowerCase() === name.toLowerCase());
      if (!next) return undefined;
      at = next;
    }
    return at;
  };
  /** A change of an item, reported with every folder above it. */
  const changed = (d: Drive, id: string) => {
    d.seq++;
    for (let at: Item | undefined = d.items.get(id); at; at = at.parentId ? d.items.get(at.parentId) : undefined) d.changes.push({ seq: d.seq, id: at.id });
  };
  const put = (driveId: string, path: string, content: string | Buffer, by: Who = { email: 'jane.doe@contoso.com', displayName: 'Jane Doe' }) => {
    const d = drive(driveId);
    const names = path.split('/').filter(Boolean);
    let at = d.items.get(d.rootId)!;
    for (const [i, name] of names.entries()) {
      const last = i === names.length - 1;
      let next = childrenOf(d, at.id).find(c => c.name === name);
      if (!next) {
        next = { id: randomUUID(), name, parentId: at.id, folder: !last, created: now(), modified: now(), createdBy: by, lastModifiedBy: by };
        d.items.set(next.id, next);
      }
      if (last) {
        next.content = Buffer.from(content);
        next.modified = new Date(Date.now() + d.seq * 1000).toISOString(); // a later time than any before
        next.lastModifiedBy = by;
      }
      changed(d, next.id);
      at = next;
    }
  };
  const itemJson = (d: Drive, i: Item) => {
    const base: Record<string, unknown> = {
      id: i.id,
      name: i.name,
      eTag: `"{${i.id}},1"`,
      createdDateTime: i.created,
      lastModifiedDateTime: i.modified,
      parentReference: i.parentId ? { driveId: d.id, driveType: 'business', id: i.parentId } : { driveId: d.id, driveType: 'business' },
      ...(i.createdBy ? { createdBy: { user: i.createdBy } } : {}),
      ...(i.lastModifiedBy ? { lastModifiedBy: { user: i.lastModifiedBy } } : {}),
    };
    if (i.deleted) return { id: i.id, name: i.name, parentReference: base.parentReference, deleted: { state: 'deleted' } };
    if (i.id === d.rootId) return { ...base, name: 'root', root: {}, folder: { childCount: childrenOf(d, i.id).length }, size: 0 };
    if (i.folder) return { ...base, folder: { childCount: childrenOf(d, i.id).length }, size: 0 };
    return { ...base, size: i.content!.length, file: { mimeType: 'application/octet-stream', hashes: {} } };
  };

  const paged = (res: ServerResponse, items: unknown[], self: URL, size: number) => {
    const skip = Number(self.searchParams.get('$skiptoken') ?? 0);
    const value = items.slice(skip, skip + size);
    const out: Record<string, unknown> = { '@odata.context': `${url}/v1.0/$metadata`, value };
    if (skip + size < items.length) {
      const next = new URL(self);
      next.searchParams.set('$skiptoken', String(skip + size));
      out['@odata.nextLink'] = next.toString();
    }
    json(res, 200, out);
  };

  async function driveRoute(req: IncomingMessage, res: ServerResponse, u: URL, d: Drive, rest: string): Promise<void> {
    const raw = rest;
    // root:/a/b:  root:/a/b:/content  root  root/delta  items/{id}  items/{id}/children  items/{id}/content
    let item: Item | undefined;
    let tail = '';
    const byPathForm = /^root:\/(.*?):(\/.*)?$/.exec(raw);
    if (byPathForm) {
      item = byPath(d, byPathForm[1].split('/').map(decodeURIComponent).join('/'));
      tail = byPathForm[2] ?? '';
    } else if (raw === 'root/delta') {
      const token = u.searchParams.get('token');
      if (token === 'latest')
        return json(res, 200, { value: [], '@odata.deltaLink': `${url}/v1.0/drives/${encodeURIComponent(d.id)}/root/delta?token=${d.seq}` });
      const since = Number(token ?? 0);
      if (since < d.oldest) return graphError(res, 410, 'resyncRequired', 'Resync required. Replace any local items with the server version.');
      const ids = [...new Set(d.changes.filter(c => c.seq > since).map(c => c.id))];
      const items = ids.map(id => itemJson(d, d.items.get(id)!));
      const skip = Number(u.searchParams.get('$skiptoken') ?? 0);
      const size = 3;
      const out: Record<string, unknown> = { value: items.slice(skip, skip + size) };
      if (skip + size < items.length) {
        const next = new URL(u);
        next.searchParams.set('$skiptoken', String(skip + size));
        out['@odata.nextLink'] = next.toString();
      } else out['@odata.deltaLink'] = `${url}/v1.0/drives/${encodeURIComponent(d.id)}/root/delta?token=${d.seq}`;
      return json(res, 200, out);
    } else if (raw === 'root' || raw.startsWith('root/')) {
      item = d.items.get(d.rootId);
      tail = raw.slice(4);
    } else {
      const m = /^items\/([^/]+)(\/.*)?$/.exec(raw);
      if (m) {
        item = d.items.get(decodeURIComponent(m[1]));
        tail = m[2] ?? '';
      }
    }
    if (!item || item.deleted) return graphError(res, 404, 'itemNotFound', 'The resource could not be found.');
    if (tail === '') return json(res, 200, itemJson(d, item));
    if (tail === '/children') {
      const top = Math.min(Number(u.searchParams.get('$top') ?? 200), peer.pageSize);
      return paged(
        res,
        childrenOf(d, item.id).map(c => itemJson(d, c)),
        u,
        top,
      );
    }
    if (tail === '/content') {
      if (item.folder) return graphError(res, 400, 'notSupported', 'Cannot download a folder.');
      const key = randomBytes(12).toString('hex');
      downloads.set(key, { drive: d.id, item: item.id });
      res.writeHead(302, { location: `${url}/download/${key}?tempauth=${randomBytes(8).toString('hex')}` });
      return void res.end();
    }
    void req;
    return graphError(res, 400, 'invalidRequest', `Not answered here: ${raw}`);
  }

  async function mailRoute(req: IncomingMessage, res: ServerResponse, u: URL, box: Mailbox, rest: string): Promise<void> {
    const method = req.method ?? 'GET';
    const eq = (field: string) => {
      const m = new RegExp(`${field} eq '((?:[^']|'')*)'`).exec(u.searchParams.get('$filter') ?? '');
      return m ? m[1].replace(/''/g, "'") : undefined;
    };
    let m = /^mailFolders\/([^/]+)(\/childFolders|\/messages)?$/.exec(rest);
    if (m) {
      const id = m[1] === 'msgfolderroot' ? box.rootId : decodeURIComponent(m[1]);
      const folder = box.folders.get(id);
      if (!folder) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!m[2]) return json(res, 200, { id: folder.id, displayName: folder.displayName });
      if (m[2] === '/childFolders' && method === 'GET') {
        const name = eq('displayName');
        const list = [...box.folders.values()].filter(f => f.parentId === id && (name === undefined || f.displayName.toLowerCase() === name.toLowerCase()));
        return json(res, 200, { value: list.map(f => ({ id: f.id, displayName: f.displayName })) });
      }
      if (m[2] === '/childFolders' && method === 'POST') {
        const { displayName } = JSON.parse((await bodyOf(req)).toString()) as { displayName: string };
        const f = { id: `AAMk${randomBytes(9).toString('hex')}`, displayName, parentId: id };
        box.folders.set(f.id, f);
        return json(res, 201, { id: f.id, displayName, parentFolderId: id });
      }
      if (m[2] === '/messages' && method === 'GET') {
        const subject = eq('subject');
        const list = [...box.messages.values()].filter(x => x.folderId === id && (subject === undefined || x.subject === subject));
        return json(res, 200, { value: list.slice(0, Number(u.searchParams.get('$top') ?? 10)).map(x => ({ id: x.id, subject: x.subject })) });
      }
      if (m[2] === '/messages' && method === 'POST') {
        const b = JSON.parse((await bodyOf(req)).toString()) as { subject: string; body?: { content?: string } };
        const msg: Message = { id: `AAMkAG${randomBytes(12).toString('hex')}`, subject: b.subject, body: b.body?.content ?? '', folderId: id, attachments: [] };
        box.messages.set(msg.id, msg);
        return json(res, 201, { id: msg.id, subject: msg.subject, isDraft: true, parentFolderId: id });
      }
    }
    m = /^messages\/([^/]+)(\/attachments(?:\/createUploadSession|\/([^/]+)(\/\$value)?)?)?$/.exec(rest);
    if (m) {
      const msg = box.messages.get(decodeURIComponent(m[1]));
      if (!msg) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!m[2] && method === 'DELETE') {
        box.messages.delete(msg.id);
        res.writeHead(204);
        return void res.end();
      }
      if (m[2] === '/attachments' && method === 'POST') {
        const b = JSON.parse((await bodyOf(req)).toString()) as { '@odata.type': string; name: string; contentBytes: string };
        const bytes = Buffer.from(b.contentBytes, 'base64');
        if (bytes.length > 3 * 1024 * 1024) return graphError(res, 413, 'ErrorAttachmentSizeLimitExceeded', 'Use an upload session for attachments over 3 MB.');
        const a = { id: `AAMkAt${randomBytes(6).toString('hex')}`, name: b.name, bytes };
        msg.attachments.push(a);
        return json(res, 201, { id: a.id, name: a.name, size: bytes.length });
      }
      if (m[2] === '/attachments' && method === 'GET')
        return json(res, 200, { value: msg.attachments.map(a => ({ id: a.id, name: a.name, size: a.bytes.length })) });
      if (m[2] === '/attachments/createUploadSession' && method === 'POST') {
        const b = JSON.parse((await bodyOf(req)).toString()) as { AttachmentItem: { attachmentType: string; name: string; size: number } };
        const sid = randomBytes(10).toString('hex');
        uploads.set(sid, { mailbox: box, message: msg, name: b.AttachmentItem.name, size: b.AttachmentItem.size, got: [], next: 0 });
        return json(res, 201, { uploadUrl: `${url}/upload/${sid}?authtoken=${randomBytes(8).toString('hex')}`, nextExpectedRanges: ['0-'] });
      }
      if (m[3] && method === 'GET') {
        const a = msg.attachments.find(x => x.id === decodeURIComponent(m![3]));
        if (!a) return graphError(res, 404, 'ErrorItemNotFound', 'The attachment was not found.');
        if (!m[4]) return json(res, 200, { id: a.id, name: a.name, size: a.bytes.length });
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': a.bytes.length });
        return void res.end(a.bytes);
      }
    }
    return graphError(res, 400, 'invalidRequest', `Not answered here: ${method} ${rest}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    calls.push(`${method} ${u.pathname}${u.search}`);
    // Sign-in: client credentials.
    const signIn = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(u.pathname);
    if (signIn && method === 'POST') {
      const form = new URLSearchParams((await bodyOf(req)).toString());
      if (decodeURIComponent(signIn[1]) !== tenant)
        return json(res, 400, { error: 'invalid_request', error_description: `AADSTS90002: Tenant '${signIn[1]}' not found.` });
      if (form.get('grant_type') !== 'client_credentials' || !form.get('scope')?.endsWith('/.default'))
        return json(res, 400, { error: 'invalid_request', error_description: 'AADSTS900144: The request body must contain the grant_type and scope.' });
      const id = form.get('client_id') ?? '';
      if ((id !== clientId && id !== unprivilegedClientId) || form.get('client_secret') !== clientSecret)
        return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, id);
      return json(res, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token });
    }
    // Pre-signed addresses: no token wanted (one sent is refused, as SharePoint's download host does).
    const dl = /^\/download\/([^/]+)$/.exec(u.pathname);
    if (dl) {
      if (req.headers.authorization) return graphError(res, 401, 'unauthenticated', 'A pre-authenticated address takes no bearer token.');
      const at = downloads.get(dl[1]);
      const item = at && drives.get(at.drive)?.items.get(at.item);
      if (!item?.content) return graphError(res, 404, 'itemNotFound', 'Gone.');
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': item.content.length });
      return void res.end(item.content);
    }
    const up = /^\/upload\/([^/]+)$/.exec(u.pathname);
    if (up && method === 'PUT') {
      if (req.headers.authorization) return graphError(res, 401, 'unauthenticated', 'An upload session address takes no bearer token.');
      const s = uploads.get(up[1]);
      if (!s) return graphError(res, 404, 'itemNotFound', 'No such upload session.');
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      const body = await bodyOf(req);
      if (!range || Number(range[1]) !== s.next || Number(range[3]) !== s.size || Number(range[2]) - Number(range[1]) + 1 !== body.length)
        return graphError(res, 416, 'invalidRange', `Expected bytes ${s.next}- of ${s.size}`);
      if (body.length > 4 * 1024 * 1024) return graphError(res, 413, 'requestTooLarge', 'At most 4 MB per request.');
      s.got.push(body);
      s.next += body.length;
      if (s.next < s.size) return json(res, 200, { nextExpectedRanges: [`${s.next}-`] });
      uploads.delete(up[1]);
      s.message.attachments.push({ id: `AAMkAt${randomBytes(6).toString('hex')}`, name: s.name, bytes: Buffer.concat(s.got) });
      res.writeHead(201);
      return void res.end();
    }
    if (!u.pathname.startsWith('/v1.0/')) return graphError(res, 404, 'notFound', u.pathname);
    const auth = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
    const who = auth ? tokens.get(auth[1]) : undefined;
    if (!who) return graphError(res, 401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    if (who === unprivilegedClientId) return graphError(res, 403, 'accessDenied', 'Either scp or roles claim need to be present in the token.');
    const path = u.pathname.slice('/v1.0/'.length);
    let m = /^drives\/([^/]+)\/(.+)$/.exec(path);
    if (m) {
      const d = drives.get(decodeURIComponent(m[1]));
      if (!d) return graphError(res, 404, 'itemNotFound', 'The drive could not be found.');
      return driveRoute(req, res, u, d, m[2]);
    }
    if (path === 'users') return json(res, 200, { value: [...new Set([...users.keys(), ...mailboxes.keys()])].map(upn => ({ userPrincipalName: upn })) });
    m = /^users\/([^/]+)\/drive$/.exec(path);
    if (m) {
      const d = users.get(decodeURIComponent(m[1]).toLowerCase());
      if (!d)
        return graphError(
          res,
          404,
          'Request_ResourceNotFound',
          `Resource '${decodeURIComponent(m[1])}' does not exist or one of its queried reference-property objects are not present.`,
        );
      return json(res, 200, { id: d, driveType: 'business', name: 'OneDrive' });
    }
    m = /^users\/([^/]+)\/(.+)$/.exec(path);
    if (m) {
      const box = mailboxes.get(decodeURIComponent(m[1]).toLowerCase());
      if (!box) return graphError(res, 404, 'ErrorInvalidUser', `The requested user '${decodeURIComponent(m[1])}' is invalid.`);
      return mailRoute(req, res, u, box, m[2]);
    }
    if (path === 'sites') return json(res, 200, { value: [...sites.values()].map(s => ({ id: s.id, webUrl: s.webUrl })) });
    m = /^sites\/([^/]+)\/drives$/.exec(path);
    if (m) {
      const s = [...sites.values()].find(x => x.id === decodeURIComponent(m![1]));
      if (!s) return graphError(res, 404, 'itemNotFound', 'Requested site could not be found');
      return json(res, 200, { value: s.drives.map(id => ({ id, name: drive(id).name, webUrl: drive(id).webUrl, driveType: 'documentLibrary' })) });
    }
    m = /^sites\/([^/:]+)(?::\/(.+))?$/.exec(path);
    if (m) {
      const key = `${decodeURIComponent(m[1]).toLowerCase()}/${(m[2] ?? '').split('/').map(decodeURIComponent).join('/').toLowerCase()}`.replace(/\/$/, '');
      const s = sites.get(key);
      if (!s) return graphError(res, 404, 'itemNotFound', 'Requested site could not be found');
      return json(res, 200, { id: s.id, webUrl: s.webUrl });
    }
    return graphError(res, 400, 'BadRequest', `Resource not found for the segment '${path.split('/')[0]}'.`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(err => {
      if (!res.headersSent) graphError(res, 500, 'generalException', String((err as Error)?.message ?? err));
      else res.destroy();
    });
  });
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const peer: GraphPeer = {
    url,
    tenant,
    clientId,
    clientSecret,
    unprivilegedClientId,
    calls,
    pageSize: 4,
    params: (over = {}) => ({ tenant, clientId, clientSecret, region: 'global', auth: 'clientSecret', authorityUrl: url, graphUrl: url, ...over }),
    addUser(upn, files, by) {
      const d = newDrive('OneDrive', `https://contoso-my.sharepoint.com/personal/${upn.replace(/[@.]/g, '_')}/Documents`);
      users.set(upn.toLowerCase(), d.id);
      for (const [p, c] of Object.entries(files)) put(d.id, p, c, by);
      return d.id;
    },
    addSite(host, site, libraries, by) {
      const id = `${host},${randomUUID()},${randomUUID()}`;
      const webUrl = `https://${host}/${site}`.replace(/\/$/, '');
      const ids: string[] = [];
      for (const [lib, files] of Object.entries(libraries)) {
        const d = newDrive(lib, `${webUrl}/${lib === 'Documents' ? 'Shared%20Documents' : encodeURIComponent(lib)}`);
        for (const [p, c] of Object.entries(files)) put(d.id, p, c, by);
        ids.push(d.id);
      }
      sites.set(`${host.toLowerCase()}/${site.toLowerCase()}`.replace(/\/$/, ''), { id, webUrl, drives: ids });
    },
    addMailbox(upn) {
      const rootId = `AAMkRoot${randomBytes(6).toString('hex')}`;
      mailboxes.set(upn.toLowerCase(), {
        rootId,
        folders: new Map([[rootId, { id: rootId, displayName: 'Top of Information Store', parentId: null }]]),
        messages: new Map(),
      });
    },
    put,
    remove(driveId, path) {
      const d = drive(driveId);
      const item = byPath(d, path);
      if (!item) throw new Error(`no ${path}`);
      changed(d, item.id);
      item.deleted = true;
    },
    rename(driveId, path, name) {
      const d = drive(driveId);
      const item = byPath(d, path);
      if (!item) throw new Error(`no ${path}`);
      item.name = name;
      changed(d, item.id);
    },
    expireDelta(driveId) {
      const d = drive(driveId);
      d.oldest = d.seq + 1;
      d.seq++;
    },
    driveOf: upn => users.get(upn.toLowerCase())!,
    idOf: (driveId, path) => byPath(drive(driveId), path)!.id,
    libraryOf(host, site, library) {
      const s = sites.get(`${host.toLowerCase()}/${site.toLowerCase()}`.replace(/\/$/, ''))!;
      return s.drives.find(id => drive(id).name === library)!;
    },
    messages(upn, folderPath) {
      const box = mailboxes.get(upn.toLowerCase())!;
      let id = box.rootId;
      for (const step of folderPath.split('/').filter(Boolean)) {
        const f = [...box.folders.values()].find(x => x.parentId === id && x.displayName === step);
        if (!f) return [];
        id = f.id;
      }
      return [...box.messages.values()].filter(x => x.folderId === id);
    },
    close: () =>
      new Promise<void>(r => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return peer;
}
