/**
 * A small scanned tree for the statement tests: files whose names, sizes, contents and times are chosen so each
 * clause of the statement language has something to tell apart (LIKE wildcards next to literal % and _, day
 * boundaries at 00:00:00 and 23:59:59, a file without extension, an empty file, duplicates, a name full of quotes
 * and SQL words). Times are set with utimes; expectations are computed from this model and from the disk, never
 * from the product's answers.
 */
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector, scanInto, stopScannedServer } from './search-fixture';

/** Epoch seconds of a 'YYYY-MM-DD HH:mm:ss' UTC time (written here, not taken from the product). */
export const utc = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) / 1000;

/** A name with a quote, %, _, a semicolon, unicode and SQL words: values must be matched literally. */
export const TRICKY_NAME = "it's 100% _odd_ ünï; DROP TABLE idx_entries; --.txt";

interface Spec {
  rel: string;
  text: string;
  modify: string;
  access?: string;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `filler${i % 50}`).join(' ');

/** The files, relative to the scanned folder. */
export const SPECS: readonly Spec[] = [
  { rel: 'invoice-2023.txt', text: 'The unpaid invoice for March is attached.\n', modify: '2023-03-15 10:00:00', access: '2024-06-01 08:00:00' },
  { rel: 'Invoice_Final.TXT', text: 'Final invoice: payment received with thanks.\n', modify: '2023-12-31 23:59:59' },
  { rel: 'budget 2024.csv', text: 'item,amount\nrent,1200\npower,80\n', modify: '2024-01-05 00:00:00' },
  { rel: 'budget 2024 (copy).csv', text: 'item,amount\nrent,1200\npower,80\n', modify: '2024-01-05 12:00:00' },
  { rel: 'notes.md', text: '# Notes\nalpha beta gamma delta\nthe credit card was declined\n', modify: '2024-01-05 23:59:59' },
  { rel: 'readme', text: 'Read me first. No extension here.\n', modify: '2024-01-06 00:00:00' },
  { rel: 'empty.log', text: '', modify: '2001-09-09 01:46:40' },
  { rel: '100%_done.txt', text: 'card credit swapped words\n', modify: '2022-07-01 09:30:00' },
  { rel: '100x_done.txt', text: 'alpha one two three four five six seven eight nine ten eleven twelve beta\n', modify: '2022-07-01 14:30:00' },
  { rel: 'a_b.txt', text: 'weekly meeting minutes\n', modify: '2020-02-29 12:00:00' },
  { rel: 'axb.txt', text: 'monthly meeting agenda\n', modify: '2020-03-01 00:00:00' },
  { rel: TRICKY_NAME, text: "O'Brien said: 50% off_sale \\ café — SELECT * FROM users; DROP TABLE x;\n", modify: '2019-05-05 05:05:05' },
  { rel: 'large.txt', text: `${words(30000)}\n`, modify: '2024-02-10 10:10:10' },
  { rel: 'sub/report.pdf.txt', text: 'Quarterly report: the invoice totals are final.\n', modify: '2024-03-01 00:00:00' },
  { rel: 'sub/deep/Résumé.txt', text: 'Curriculum vitae: experience with invoices and payments.\n', modify: '2024-03-02 00:00:00' },
  { rel: 'sub/deep/photo.JPG', text: 'not really a picture\n', modify: '2018-01-01 00:00:00' },
  { rel: 'back\\slash 50%.txt', text: 'a name with a backslash\n', modify: '2021-06-15 18:45:00' },
  { rel: "o'neil dir/inside.txt", text: 'inside a folder with a quote\n', modify: '2021-06-16 00:00:00' },
  // Letters beyond ASCII in both cases, in names and in contents.
  { rel: 'MÜLLER Vertrag.txt', text: 'Vertrag zwischen Herrn MÜLLER und der ÉCOLE NORMALE.\n', modify: '2022-11-11 11:11:11' },
  { rel: 'ärger.txt', text: 'Kein Ärger mit Frau Müller.\n', modify: '2022-11-12 12:12:12' },
];

/** Directories (relative), deepest first, with the times set on them after the files are written. */
const DIRS: readonly { rel: string; modify: string }[] = [
  { rel: 'sub/deep', modify: '2024-03-02 00:00:00' },
  { rel: 'sub', modify: '2024-03-01 00:00:00' },
  { rel: "o'neil dir", modify: '2021-06-16 00:00:00' },
];

/** One index entry as the test expects it: everything from the model and the disk. */
export interface Entry {
  name: string;
  parentPath: string;
  path: string;
  isDir: boolean;
  size: number;
  text: string;
  extension: string | null;
  modifyTime: number;
  accessTime: number;
  createTime: number | null;
  permissions: string;
}

const extensionOf = (name: string): string | null => {
  const i = name.lastIndexOf('.');
  return i <= 0 || i === name.length - 1 ? null : name.slice(i + 1).toLowerCase();
};

export function writeStatementTree(dir: string): Entry[] {
  const entries: Entry[] = [];
  for (const s of SPECS) {
    const path = join(dir, s.rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, s.text);
    utimesSync(path, utc(s.access ?? s.modify), utc(s.modify));
  }
  for (const d of DIRS) utimesSync(join(dir, d.rel), utc(d.modify), utc(d.modify));
  const add = (rel: string, isDir: boolean, text: string) => {
    const path = join(dir, rel);
    const st = statSync(path);
    entries.push({
      name: rel.split('/').pop()!,
      parentPath: dirname(path),
      path,
      isDir,
      size: isDir ? 0 : st.size,
      text,
      extension: isDir ? null : extensionOf(rel.split('/').pop()!),
      modifyTime: Math.floor(st.mtimeMs / 1000),
      accessTime: Math.floor(st.atimeMs / 1000),
      createTime: st.birthtimeMs > 0 ? Math.floor(st.birthtimeMs / 1000) : null,
      permissions: [...'rwxrwxrwx'].map((c, i) => (st.mode & (1 << (8 - i)) ? c : '-')).join(''),
    });
  };
  for (const s of SPECS) add(s.rel, false, s.text);
  for (const d of DIRS) add(d.rel, true, '');
  return entries;
}

export interface StatementServer {
  srv: TestServer;
  root: Client;
  dir: string;
  entries: Entry[];
  collector: TreeObject;
}

export async function startStatementServer(): Promise<StatementServer> {
  const srv = await startServer();
  const dir = mkdtempSync(join(tmpdir(), 'search-statements-'));
  try {
    const root = await srv.login('root', srv.rootPassword);
    const entries = writeStatementTree(dir);
    const collector = await demoCollector(root);
    await scanInto(srv, collector.objectId, dir);
    return { srv, root, dir, entries, collector };
  } catch (e) {
    await stopScannedServer(srv, dir);
    throw e;
  }
}

/** 'YYYY-MM-DD' (UTC) of epoch seconds. */
export const dayOf = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The words of a text as the full-text index sees them: lower case, accents dropped, split at anything else. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export const hasWord = (e: Entry, word: string): boolean => wordsOf(e.text).includes(wordsOf(word)[0]);

/** Words in this order, next to each other. */
export function hasPhrase(e: Entry, phrase: string): boolean {
  const w = wordsOf(e.text),
    p = wordsOf(phrase);
  return w.some((_, i) => p.every((x, j) => w[i + j] === x));
}

/** Two words with at most `gap` other words between them, in either order. */
export function near(e: Entry, a: string, b: string, gap: number): boolean {
  const w = wordsOf(e.text);
  const at = (x: string) => w.flatMap((y, i) => (y === x ? [i] : []));
  return at(a).some(i => at(b).some(j => Math.abs(i - j) - 1 <= gap));
}
