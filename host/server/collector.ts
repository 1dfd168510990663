/** `fathom collector ...` (server/collector/command.ts) with this host's server plugins. */
import { runCollectorCommand } from '../../server/collector/command';
import { serverPlugins } from './plugins';

export { parseArgs } from '../../server/collector/command';

export function main(argv: string[]): Promise<number> {
  return runCollectorCommand(argv, serverPlugins);
}
