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

/** Cookies by name, as a browser keeps them for one site. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in on the provider's own pages the way a browser would (its login form, then its consent form) and
 * answers the address it finally sends the browser to (the redirect URI with code and state).
 */
export async function signInAtProvider(authorizationUri: string, redirectUri: string, login: string, password: string): Promise<URL> {
  const jar = new CookieJar();
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = { url: authorizationUri, method: 'GET' };
  for (let step = 0; step < 12; step++) {
    if (next.url.startsWith(redirectUri)) return new URL(next.url);
    const res = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.body,
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url).href, method: 'GET' };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(m[1], m[2]);
    if (fields.get('prompt') === 'login') {
      fields.set('login', login);
      fields.set('password', password);
    }
    next = { url: new URL(action.replace(/&amp;/g, '&'), next.url).href, method: 'POST', body: fields };
  }
  throw new Error('The provider did not send the browser back.');
}
