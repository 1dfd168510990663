/**
 * `fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]`, or
 * `--config FILE` naming the same settings as JSON (platform, activationCode, dataDir, pollMs: what an
 * installer package writes): a remote collector running until SIGINT or SIGTERM. Both the `fathom` command
 * and an installer's program start it with their host's server plugins.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { HostedServerPlugin } from '../plugins/hosted';
import { runCollector, type CollectorOptions } from './collector';

export type CollectorCommandOptions = Pick<CollectorOptions, 'platform' | 'activationCode' | 'dataDir' | 'pollMs'>;
const FLAGS: Record<string, string> = {
  '--platform': 'platform',
  '--activation-code': 'activationCode',
  '--data-dir': 'dataDir',
  '--poll-ms': 'pollMs',
  '--config': 'config',
};
export const USAGE = 'usage: fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]\n       fathom collector --config FILE';

/** The settings of a --config file; a relative dataDir is taken from the file's folder. */
function readConfig(file: string): Record<string, string> {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read the configuration ${file}: ${(e as Error).message}`);
  }
  const out: Record<string, string> = {};
  for (const key of ['platform', 'activationCode', 'dataDir', 'pollMs']) if (json[key] !== undefined && json[key] !== '') out[key] = String(json[key]);
  if (out.dataDir) out.dataDir = resolve(dirname(file), out.dataDir);
  return out;
}

export function parseArgs(argv: string[]): CollectorCommandOptions {
  const given: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!FLAGS[flag]) throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    given[FLAGS[flag]] = value;
  }
  // Flags given beside a configuration file win over its values.
  const out = { ...(given.config ? readConfig(given.config) : {}), ...given };
  if (!out.platform) throw new Error('--platform is required');
  if (!out.activationCode) throw new Error('--activation-code is required');
  return {
    platform: out.platform.replace(/\/+$/, ''),
    activationCode: out.activationCode,
    dataDir: out.dataDir,
    pollMs: Number(out.pollMs ?? 1000) || 1000,
  };
}

export async function runCollectorCommand(argv: string[], plugins: readonly HostedServerPlugin[]): Promise<number> {
  let opts: CollectorCommandOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`fathom collector: ${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  await runCollector({ ...opts, plugins, signal: stop.signal });
  return 0;
}
