/**
 * `fathom extract FILE [--ocr] [--max-file-size MB] [--timeout SECONDS]`: prints the text extracted from
 * FILE to stdout; when it has none, prints the named reason to stderr and exits with code 3.
 */
import { ExtractionPool } from '../../server/extract';
import { MB } from '../../server/extract/options';
import { loadServerPlugins } from '../server/plugins';

export const EXIT_NO_TEXT = 3;
const USAGE = 'usage: fathom extract FILE [--ocr] [--max-file-size MB] [--timeout SECONDS] [--json]\n';

interface Args {
  file?: string;
  ocr: boolean;
  maxFileSizeMb?: number;
  timeoutS?: number;
  json: boolean;
  error?: string;
}

export function parseArgs(argv: string[]): Args {
  const a: Args = { ocr: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = (name: string) => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) a.error = `${name} needs a positive number`;
      return v;
    };
    if (arg === '--ocr') a.ocr = true;
    else if (arg === '--json') a.json = true;
    else if (arg === '--max-file-size') a.maxFileSizeMb = number(arg);
    else if (arg === '--timeout') a.timeoutS = number(arg);
    else if (arg === '-h' || arg === '--help') a.error = '';
    else if (arg.startsWith('--')) a.error = `unknown option ${arg}`;
    else if (a.file) a.error = 'only one FILE may be given';
    else a.file = arg;
  }
  if (a.error === undefined && !a.file) a.error = 'FILE is missing';
  return a;
}

export async function main(
  argv: string[],
  io: { out: NodeJS.WritableStream; err: NodeJS.WritableStream } = { out: process.stdout, err: process.stderr },
): Promise<number> {
  const args = parseArgs(argv);
  if (args.error !== undefined) {
    io.err.write(args.error ? `fathom extract: ${args.error}\n${USAGE}` : USAGE);
    return 2;
  }
  const pool = new ExtractionPool({
    pluginsEntry: (await loadServerPlugins()).entries.extract,
    size: 1,
    maxFileSize: args.maxFileSizeMb ? args.maxFileSizeMb * MB : undefined,
  });
  try {
    const outcome = await pool.extractFile(args.file!, { ocr: args.ocr, timeoutMs: args.timeoutS ? args.timeoutS * 1000 : undefined });
    if (args.json) {
      io.out.write(`${JSON.stringify(outcome)}\n`);
      return outcome.ok ? 0 : EXIT_NO_TEXT;
    }
    if (!outcome.ok) {
      io.err.write(`${outcome.reason}: ${outcome.message}\n`);
      return EXIT_NO_TEXT;
    }
    io.out.write(outcome.text.endsWith('\n') ? outcome.text : `${outcome.text}\n`);
    for (const e of outcome.embedded ?? []) if (!e.ok) io.err.write(`embedded ${e.path}: ${e.reason}: ${e.message}\n`);
    return 0;
  } finally {
    await pool.close();
  }
}
