/**
 * SMB2/3 through Samba's smbclient, run as a child process. The npm SMB clients speak only SMB 2.0/2.1 with
 * NTLMv1, which current servers refuse (Samba 4.17: "NTLMv1 passwords NOT PERMITTED"); smbclient negotiates up
 * to SMB 3.1.1 and authenticates with NTLMv2. The password travels in the child's environment (PASSWD), never on
 * its command line; the child gets no configuration file of the machine (-s /dev/null) and prints times in UTC.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { CONNECTION_MESSAGES, SMB_DEFAULT_PORT } from '@fathom/sdk/api/service-forms';

export interface SmbTarget {
  server: string;
  shareName: string;
  username: string;
  password: string;
  port: number;
}

export function smbTarget(params: Record<string, unknown>): SmbTarget {
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  const port = Number(params.port ?? SMB_DEFAULT_PORT);
  return {
    server: text('server'),
    shareName: text('shareName'),
    username: text('username'),
    password: typeof params.password === 'string' ? params.password : '',
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : SMB_DEFAULT_PORT,
  };
}

/** The smbclient command line for a share (no password in it). */
export function smbArgs(t: SmbTarget, extra: string[] = []): { args: string[]; env: NodeJS.ProcessEnv } {
  const args = ['-s', '/dev/null', '-p', String(t.port), `//${t.server}/${t.shareName}`, '-U', t.username, '--use-kerberos=off', ...extra];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    TZ: 'UTC',
    LANG: 'C.UTF-8',
    PASSWD: t.password,
  };
  return { args, env };
}

const DENIED =
  /NT_STATUS_(LOGON_FAILURE|WRONG_PASSWORD|ACCESS_DENIED|ACCOUNT_DISABLED|ACCOUNT_LOCKED_OUT|PASSWORD_EXPIRED|ACCOUNT_RESTRICTION|NO_SUCH_USER|INVALID_LOGON_HOURS)/;
export const NOT_FOUND = /NT_STATUS_(OBJECT_NAME_NOT_FOUND|OBJECT_PATH_NOT_FOUND|NO_SUCH_FILE|NOT_FOUND|OBJECT_NAME_INVALID)/;

/**
 * The named failure for what smbclient printed while connecting, or null when it connected: a failed connect
 * names the host, a failed session setup the credentials, a failed tree connect the share. Failures after the
 * connection (a folder that cannot be listed) are not connection failures.
 */
export function connectionError(t: SmbTarget, output: string): ApiError | null {
  const where = `//${t.server}/${t.shareName}`;
  const tree = /tree connect failed: (NT_STATUS_\w+)/.exec(output)?.[1];
  if (tree === 'NT_STATUS_BAD_NETWORK_NAME')
    return new ApiError(SERVICE_ERRORS.noSuchShare, CONNECTION_MESSAGES.noSuchShare(t.shareName, t.server), SERVICE_ERROR_STATUS.NoSuchShare);
  if (tree && DENIED.test(tree)) return new ApiError(SERVICE_ERRORS.accessDenied, CONNECTION_MESSAGES.accessDenied(where), SERVICE_ERROR_STATUS.AccessDenied);
  if (/session setup failed/.test(output)) {
    if (DENIED.test(output)) return new ApiError(SERVICE_ERRORS.accessDenied, CONNECTION_MESSAGES.accessDenied(where), SERVICE_ERROR_STATUS.AccessDenied);
    return new ApiError(SERVICE_ERRORS.hostUnreachable, CONNECTION_MESSAGES.hostUnreachable(t.server), SERVICE_ERROR_STATUS.HostUnreachable);
  }
  if (/do_connect: |Connection to \S+ failed|failed to connect/i.test(output))
    return new ApiError(SERVICE_ERRORS.hostUnreachable, CONNECTION_MESSAGES.hostUnreachable(t.server), SERVICE_ERROR_STATUS.HostUnreachable);
  if (tree) return new ApiError(SERVICE_ERRORS.noSuchShare, `${where} cannot be opened: ${tree}`, SERVICE_ERROR_STATUS.NoSuchShare);
  return null;
}

/** A share path in smbclient's form: backslashes, quoted. Quotes and wildcards cannot occur in SMB names. */
export function quoted(rel: string): string {
  return `"${rel.replace(/\//g, '\\')}"`;
}

function spawnClient(t: SmbTarget, extra: string[] = []): ChildProcessWithoutNullStreams {
  const { args, env } = smbArgs(t, extra);
  return spawn('smbclient', args, { env });
}

/**
 * Runs commands in one smbclient process (given on stdin, one a line: on the command line ';' would split them)
 * and answers its standard output once it has exited. smbclient's output is buffered until it exits, so a batch of
 * commands per process is what keeps it from being one process per command.
 */
export function runCommands(t: SmbTarget, commands: string[], signal?: AbortSignal): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawnClient(t);
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.stderr.on('data', (d: string) => (err += d));
    child.stdin.on('error', () => undefined); // a child that failed to connect exits before reading
    const onAbort = () => child.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', reject);
    child.on('close', code => {
      signal?.removeEventListener('abort', onAbort);
      const named = connectionError(t, `${out}\n${err}`);
      if (named) return reject(named);
      if (code !== 0 && !out.includes('NT_STATUS_')) return reject(new Error(`smbclient exited with ${code}: ${`${out}\n${err}`.trim().slice(-300)}`));
      resolve(out.split('\n'));
    });
    child.stdin.end(commands.map(c => `${c}\n`).join(''));
  });
}

/**
 * The content of one file as a stream, in an smbclient process of its own (the target's restore of one file; a
 * scan's many reads go through the long-lived sessions of sessions.ts): `get "path" -` writes it to the child's stdout (-E keeps every message on
 * stderr). The command goes through stdin: on the command line ';' would split it. The stream ends only once the
 * child has exited cleanly, so a failure is never mistaken for a short file.
 */
export function readFileStream(t: SmbTarget, rel: string, signal?: AbortSignal): Readable {
  const child = spawnClient(t, ['-E']);
  child.stdin.on('error', () => undefined);
  child.stdin.end(`get ${quoted(rel)} -\n`);
  let errText = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    if (errText.length < 4096) errText += d;
  });
  const out = new PassThrough();
  child.stdout.pipe(out, { end: false });
  const onAbort = () => child.kill();
  signal?.addEventListener('abort', onAbort, { once: true });
  out.on('close', () => {
    if (child.exitCode === null) child.kill(); // the reader gave up early
  });
  child.on('error', err => out.destroy(err));
  child.on('close', code => {
    signal?.removeEventListener('abort', onAbort);
    const status = /NT_STATUS_\w+/.exec(errText)?.[0];
    if (code === 0 && !status) {
      out.end();
      return;
    }
    const named = connectionError(t, errText);
    if (named) return out.destroy(named);
    const missing = NOT_FOUND.test(errText);
    const err: NodeJS.ErrnoException = new Error(missing ? `//${t.server}/${t.shareName}/${rel} does not exist` : (status ?? `smbclient exited with ${code}`));
    err.code = missing ? 'ENOENT' : (status ?? 'EIO');
    out.destroy(err);
  });
  return out;
}
