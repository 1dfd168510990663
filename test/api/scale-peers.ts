/**
 * The shared peers of the scale tests (PostgreSQL, Redis), named by FATHOM_TEST_PG_URL and FATHOM_TEST_REDIS_URL.
 * Locally a suite whose peer is not reachable is skipped and says why; under CI=true it fails instead.
 */
import { Socket } from 'node:net';

/** Resolves true when a TCP connection to the URL's host and port opens within a second. */
export function reachable(url: string | undefined, defaultPort: number): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  const u = new URL(url);
  return new Promise(resolve => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(u.port || defaultPort), u.hostname, () => done(true));
  });
}

/**
 * Answers whether the suite may run: under CI an unreachable peer is an error (CI must not skip these suites);
 * locally the reason is printed and the suite's tests return early.
 */
export async function peerOrSkip(name: string, variable: string, url: string | undefined, defaultPort: number): Promise<boolean> {
  if (await reachable(url, defaultPort)) return true;
  const reason = `${name} is not reachable (${variable}=${url ?? 'unset'})`;
  if (process.env.CI === 'true') throw new Error(`${reason}: CI runs this suite against a real ${name}`);
  process.stdout.write(`skipped: ${reason}\n`);
  return false;
}
