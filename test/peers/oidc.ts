/**
 * Starts the test OpenID Connect provider (oidc-provider.mjs beside this file) on a free port in a child process,
 * with the clients and accounts given; `stop()` ends it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './slapd';

export interface OidcClientMetadata {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}
export interface OidcPeer {
  issuer: string;
  stop(): Promise<void>;
}

export async function startOidcProvider(clients: OidcClientMetadata[], accounts: Record<string, { email: string; name: string }>): Promise<OidcPeer> {
  const port = await freePort();
  const proc = spawn(process.execPath, [join(__dirname, 'oidc-provider.mjs')], {
    env: { ...process.env, OIDC_PORT: String(port), OIDC_CLIENTS: JSON.stringify(clients), OIDC_ACCOUNTS: JSON.stringify(accounts) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', d => (stderr += String(d)));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', d => {
      out += String(d);
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.once('exit', code => reject(new Error(`the OIDC provider exited (${code}): ${stderr}`)));
  });
  return {
    issuer,
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise(res => proc.once('exit', res));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}
