/**
 * `fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]`: a remote collector
 * (server/collector/) with this host's server plugins, running until SIGINT or SIGTERM.
 */
import { runCollector, type CollectorOptions } from '../../server/collector/collector';
import { serverPlugins } from './plugins';

type Options = Pick<CollectorOptions, 'platform' | 'activationCode' | 'dataDir' | 'pollMs'>;

export function parseArgs(argv: string[]): Options {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!['--platform', '--activation-code', '--data-dir', '--poll-ms'].includes(flag)) throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    out[flag] = value;
  }
  if (!out['--platform']) throw new Error('--platform is required');
  if (!out['--activation-code']) throw new Error('--activation-code is required');
  return {
    platform: out['--platform'].replace(/\/+$/, ''),
    activationCode: out['--activation-code'],
    dataDir: out['--data-dir'],
    pollMs: Number(out['--poll-ms'] ?? 1000) || 1000,
  };
}

export async function main(argv: string[]): Promise<number> {
  let opts: Options;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(
      `fathom collector: ${(e as Error).message}\nusage: fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]\n`,
    );
    return 2;
  }
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  await runCollector({ ...opts, plugins: serverPlugins, signal: stop.signal });
  return 0;
}
