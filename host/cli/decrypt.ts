/**
 * `fathom decrypt FILE [--out OUT] [--passphrase-file PATH]`: writes the original content of a file a target stored
 * (LZ4-compressed and/or encrypted) to OUT or stdout. The passphrase of the policy's encryption key comes from
 * --passphrase-file or FATHOM_PASSPHRASE, never from the command line (other users could read it there).
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { decodeStored, deriveContentKey } from '@fathom/sdk/server/store-format';

const USAGE = 'usage: fathom decrypt FILE [--out OUT] [--passphrase-file PATH]   (or the passphrase in FATHOM_PASSPHRASE)\n';

interface Args {
  file?: string;
  out?: string;
  passphraseFile?: string;
  error?: string;
}

export function parseArgs(argv: string[]): Args {
  const a: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') a.out = argv[++i];
    else if (arg === '--passphrase-file') a.passphraseFile = argv[++i];
    else if (arg === '-h' || arg === '--help') a.error = '';
    else if (arg.startsWith('--')) a.error = `unknown option ${arg}`;
    else if (a.file) a.error = 'only one FILE may be given';
    else a.file = arg;
  }
  if (a.error === undefined && !a.file) a.error = 'FILE is missing';
  return a;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parseArgs(argv);
  if (args.error !== undefined) {
    process.stderr.write((args.error ? `fathom decrypt: ${args.error}\n` : '') + USAGE);
    return 2;
  }
  const passphrase = args.passphraseFile ? readFileSync(args.passphraseFile, 'utf8').trim() : (env.FATHOM_PASSPHRASE ?? '').trim();
  const content = decodeStored(createReadStream(args.file!), salt => {
    if (!passphrase) throw new Error('the file is encrypted: give the passphrase with --passphrase-file or FATHOM_PASSPHRASE');
    return deriveContentKey(passphrase, salt);
  });
  await pipeline(Readable.from(content), args.out ? createWriteStream(args.out) : process.stdout);
  return 0;
}
