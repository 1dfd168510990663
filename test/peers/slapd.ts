/**
 * A real OpenLDAP server for tests: slapd with an mdb database in a temp directory, on a free port, loaded with
 * the entries given (LDIF, added with ldapadd as the directory manager). `stop()` ends it and removes the directory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SLAPD_BASE_DN = 'dc=example,dc=test';
export const SLAPD_MANAGER_DN = `cn=manager,${SLAPD_BASE_DN}`;
export const SLAPD_MANAGER_PASSWORD = 'Manager#Secret1';

export interface Slapd {
  url: string;
  /** With tls: the PEM certificate the server presents (self-signed, for 127.0.0.1). */
  certificate?: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function slapdConf(dir: string, tls: boolean): string {
  return [
    ...(tls ? [`TLSCertificateFile ${join(dir, 'cert.pem')}`, `TLSCertificateKeyFile ${join(dir, 'key.pem')}`] : []),
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'include /etc/ldap/schema/nis.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    `pidfile ${join(dir, 'slapd.pid')}`,
    'database mdb',
    `suffix "${SLAPD_BASE_DN}"`,
    `rootdn "${SLAPD_MANAGER_DN}"`,
    `rootpw ${SLAPD_MANAGER_PASSWORD}`,
    `directory ${join(dir, 'db')}`,
    'maxsize 16777216',
    'access to attrs=userPassword by self read by anonymous auth by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

// The command-line tools trust the test's self-signed certificate.
const TOOLS_ENV = { ...process.env, LDAPTLS_REQCERT: 'never' };

async function waitForBind(url: string, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const r = spawnSync('ldapwhoami', ['-x', '-H', url, '-D', SLAPD_MANAGER_DN, '-w', SLAPD_MANAGER_PASSWORD], { encoding: 'utf8', env: TOOLS_ENV });
    if (r.status === 0) return;
    await new Promise(res => setTimeout(res, 100));
  }
  throw new Error(`slapd did not answer at ${url}`);
}

/** Starts slapd (LDAPS with a fresh self-signed certificate when tls) and adds the LDIF (the base entry first). */
export async function startSlapd(ldif: string, opts: { tls?: boolean } = {}): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'fathom-slapd-'));
  mkdirSync(join(dir, 'db'));
  const tls = opts.tls === true;
  if (tls) {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  }
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, slapdConf(dir, tls));
  const certificate = tls ? readFileSync(join(dir, 'cert.pem'), 'utf8') : undefined;
  const port = await freePort();
  const url = `${tls ? 'ldaps' : 'ldap'}://127.0.0.1:${port}`;
  const proc: ChildProcess = spawn('/usr/sbin/slapd', ['-d', '0', '-f', conf, '-h', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', d => (stderr += String(d)));
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = new Promise(res => proc.once('exit', res));
      proc.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForBind(url);
    const base = `dn: ${SLAPD_BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example\n\n`;
    const add = spawnSync('ldapadd', ['-x', '-H', url, '-D', SLAPD_MANAGER_DN, '-w', SLAPD_MANAGER_PASSWORD], {
      input: base + ldif,
      encoding: 'utf8',
      env: TOOLS_ENV,
    });
    if (add.status !== 0) throw new Error(`ldapadd failed: ${add.stderr}`);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${stderr}`);
  }
  return { url, certificate, stop };
}
