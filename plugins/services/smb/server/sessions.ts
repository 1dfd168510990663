/**
 * File reads over long-lived smbclient sessions: connecting and authenticating costs far more than reading a small
 * file, so a scan keeps a few smbclient processes per share open and feeds each one `get "remote" "local"` lines on
 * its stdin, every get followed by `pwd` as an end marker. With -E every message goes to stderr, which is not
 * buffered, so a file's outcome is known as soon as its get has finished: the text before the marker names the
 * status (`NT_STATUS_... opening remote file ...`) or the local copy is whole. Each file is written to a private
 * temporary folder (mode 0700), opened, unlinked at once and streamed from there, so nothing is left behind.
 *
 * smbclient reads its commands with poll() on stdin and then fgets(): lines already taken into stdio's buffer would
 * wait for more input to arrive, so the child runs under `stdbuf -i0` (stdin unbuffered) and queued commands run
 * back to back. A session idle for a moment ends (its stdin is closed); a session whose connection broke takes no
 * more files, and the next read opens a new one.
 */
import { spawn as nodeSpawn, type ChildProcessWithoutNullStreams, type SpawnOptionsWithoutStdio } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { connectionError, NOT_FOUND, quoted, smbArgs, type SmbTarget } from './smbclient';

export type SmbSpawner = (command: string, args: string[], options: SpawnOptionsWithoutStdio) => ChildProcessWithoutNullStreams;

export interface SmbSessionOptions {
  /** Starts the smbclient child (tests count the sessions through it). */
  spawn?: SmbSpawner;
  /** smbclient processes at most per share and account. */
  sessions?: number;
  /** Files queued on one session before another one is opened. */
  queueBeforeNew?: number;
  /** A session with nothing to do ends after this long. */
  idleMs?: number;
}

/** What `pwd` prints: the end of each get's output. */
const MARKER = /^Current directory is /;
/** Statuses after which the session's connection is gone: it takes no more files. */
const BROKEN =
  /NT_STATUS_(CONNECTION_DISCONNECTED|CONNECTION_RESET|CONNECTION_ABORTED|PIPE_BROKEN|IO_TIMEOUT|NETWORK_NAME_DELETED|USER_SESSION_DELETED|INVALID_NETWORK_RESPONSE)/;
/** Names smbclient's command line cannot carry: a line break would end the command. */
const UNSAFE_NAME = /["\r\n]/;

interface Pending {
  rel: string;
  file: string;
  text: string;
  abandoned: boolean;
  resolve(file: string): void;
  reject(err: Error): void;
}

function fileError(t: SmbTarget, rel: string, text: string): NodeJS.ErrnoException {
  const where = `//${t.server}/${t.shareName}/${rel}`;
  const status = /NT_STATUS_\w+/.exec(text)?.[0];
  const missing = !!status && NOT_FOUND.test(status);
  const err: NodeJS.ErrnoException = new Error(
    missing ? `${where} does not exist` : `${where} cannot be read: ${status ?? (text.trim().slice(-300) || 'no answer')}`,
  );
  err.code = missing ? 'ENOENT' : (status ?? 'EIO');
  return err;
}

class Session {
  readonly queue: Pending[] = [];
  /** No more files once the connection broke or the session is closing. */
  open = true;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly dir: string;
  private next = 0;
  private partial = '';
  private preamble = '';
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly t: SmbTarget,
    private readonly pool: SmbSessions,
    spawn: SmbSpawner,
    private readonly idleMs: number,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'fathom-smb-'));
    const { args, env } = smbArgs(t, ['-E']);
    this.child = spawn('stdbuf', ['-i0', 'smbclient', ...args], { env });
    this.child.stdin.on('error', () => undefined); // a child that failed to connect exits before reading
    this.child.stdout.resume(); // -E: nothing of ours comes on stdout
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d: string) => this.onData(d));
    this.child.on('error', err => this.finish(err));
    this.child.on('close', code => this.finish(null, code));
  }

  /** Queues one file; resolves with the path of its whole local copy. */
  get(rel: string, signal?: AbortSignal): Promise<string> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const file = join(this.dir, String(this.next++));
    return new Promise<string>((resolve, reject) => {
      const p: Pending = { rel, file, text: '', abandoned: false, resolve, reject };
      this.queue.push(p);
      this.child.stdin.write(`get ${quoted(rel)} "${file}"\npwd\n`);
      if (!signal) return;
      const onAbort = () => {
        if (p.abandoned) return;
        p.abandoned = true;
        reject(Object.assign(new Error('The read was stopped'), { name: 'AbortError', code: 'ABORT_ERR' }));
        if (this.queue.every(q => q.abandoned)) this.kill();
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      p.resolve = f => (done(), resolve(f));
      p.reject = e => (done(), reject(e));
    });
  }

  kill(): void {
    this.open = false;
    this.pool.forget(this);
    this.child.kill();
  }

  private onData(d: string): void {
    const lines = (this.partial + d).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const head = this.queue[0];
      if (!head) {
        if (this.preamble.length < 4096) this.preamble += `${line}\n`;
        continue;
      }
      if (!MARKER.test(line)) {
        if (head.text.length < 4096) head.text += `${line}\n`;
        continue;
      }
      this.queue.shift();
      this.settle(head);
    }
  }

  private settle(p: Pending): void {
    if (BROKEN.test(p.text)) {
      this.open = false;
      this.pool.forget(this);
    }
    const ok = !/NT_STATUS_\w+/.test(p.text) && /^getting file /m.test(p.text);
    if (p.abandoned || !ok) {
      void rm(p.file, { force: true });
      if (!p.abandoned) p.reject(fileError(this.t, p.rel, p.text));
    } else p.resolve(p.file);
    if (this.queue.length === 0) {
      if (!this.open) this.child.stdin.end();
      else this.idle = setTimeout(() => this.close(), this.idleMs);
    }
  }

  /** Ends the session once its queue is empty: smbclient exits at the end of its input. */
  close(): void {
    this.open = false;
    this.pool.forget(this);
    if (this.queue.length === 0) this.child.stdin.end();
  }

  private finish(err: Error | null, code?: number | null): void {
    if (this.idle) clearTimeout(this.idle);
    this.open = false;
    this.pool.forget(this);
    const output = `${this.preamble}${this.queue.map(p => p.text).join('')}${this.partial}`;
    const failure = err ?? connectionError(this.t, output);
    for (const p of this.queue.splice(0)) {
      if (p.abandoned) continue;
      p.reject(failure ?? fileError(this.t, p.rel, p.text || `smbclient exited with ${code}: ${output.trim().slice(-300)}`));
    }
    rmSync(this.dir, { recursive: true, force: true });
    this.pool.ended(this);
  }

  get done(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }
}

/**
 * The sessions of every share read through this process, keyed by server, port, share and account (the key is a
 * digest: the password is not kept in it). A read goes to the open session with the shortest queue; another one is
 * opened while they all have queueBeforeNew files waiting and there are fewer than `sessions`.
 */
export class SmbSessions {
  private readonly byKey = new Map<string, Session[]>();
  private readonly live = new Set<Session>();
  private readonly spawn: SmbSpawner;
  private readonly max: number;
  private readonly queueBeforeNew: number;
  private readonly idleMs: number;
  private exitHook = false;

  constructor(o: SmbSessionOptions = {}) {
    this.spawn = o.spawn ?? ((command, args, options) => nodeSpawn(command, args, options));
    this.max = Math.max(1, o.sessions ?? 2);
    this.queueBeforeNew = Math.max(1, o.queueBeforeNew ?? 2);
    this.idleMs = o.idleMs ?? 2000;
  }

  private keyOf(t: SmbTarget): string {
    return createHash('sha256')
      .update(JSON.stringify([t.server.toLowerCase(), t.port, t.shareName.toLowerCase(), t.username, t.password]))
      .digest('hex');
  }

  private sessionFor(t: SmbTarget): Session {
    const key = this.keyOf(t);
    const list = (this.byKey.get(key) ?? []).filter(s => s.open);
    const best = list.reduce<Session | null>((a, b) => (a && a.queue.length <= b.queue.length ? a : b), null);
    if (best && (best.queue.length < this.queueBeforeNew || list.length >= this.max)) return best;
    if (!this.exitHook) {
      this.exitHook = true;
      process.once('exit', () => {
        for (const s of this.live) s.kill();
      });
    }
    const s = new Session(t, this, this.spawn, this.idleMs);
    this.live.add(s);
    list.push(s);
    this.byKey.set(key, list);
    return s;
  }

  /** The content of one file of the share (rel: '/'-separated path in it), streamed from its local copy. */
  async read(t: SmbTarget, rel: string, signal?: AbortSignal): Promise<Readable> {
    if (UNSAFE_NAME.test(rel))
      throw Object.assign(new Error(`//${t.server}/${t.shareName}/${rel} cannot be read: its name cannot be sent to smbclient`), { code: 'EINVAL' });
    const file = await this.sessionFor(t).get(rel, signal);
    const handle = await open(file, 'r');
    await rm(file, { force: true });
    return handle.createReadStream();
  }

  /** Sessions still running (opened and not yet exited). */
  get running(): number {
    return this.live.size;
  }

  /** Ends every idle session now; busy ones end once their queue is empty. Resolves when all have exited. */
  async closeAll(): Promise<void> {
    const waiting = [...this.live].filter(s => !s.done);
    const gone = waiting.map(s => new Promise<void>(res => this.onEnded.set(s, res)));
    for (const s of waiting) s.close();
    await Promise.all(gone);
  }

  private readonly onEnded = new Map<Session, () => void>();

  /** A session takes no more files. */
  forget(s: Session): void {
    for (const [key, list] of this.byKey) {
      const left = list.filter(x => x !== s);
      if (left.length) this.byKey.set(key, left);
      else this.byKey.delete(key);
    }
  }

  /** A session's process has exited. */
  ended(s: Session): void {
    this.live.delete(s);
    this.onEnded.get(s)?.();
    this.onEnded.delete(s);
  }
}

/** The sessions the smb source reads through. */
export const smbSessions = new SmbSessions();
