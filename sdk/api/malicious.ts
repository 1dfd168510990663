/**
 * Malicious files (PID_MALICIOUS_FILES, spec 001 §3): what the product flags in the index its scans write.
 * - 'Known bad hash': the file's SHA-256 (computed by every scan) is in a list of known-bad hashes the user keeps
 *   on a node (POST { hashes }, Policy → Settings); a node's list applies to everything below it, together with
 *   its ancestors' lists. Each hash may carry a name (the malware it is), shown beside the flagged file.
 * - 'Double extension': an executable dressed as a document ('invoice.pdf.exe').
 * - 'Office macros': an Office document of a macro-enabled kind (.docm, .xlsm, .pptm …).
 */

export const MALICIOUS_THREATS = { knownBadHash: 'Known bad hash', doubleExtension: 'Double extension', officeMacros: 'Office macros' } as const;
export type MaliciousThreat = (typeof MALICIOUS_THREATS)[keyof typeof MALICIOUS_THREATS];

/** Extensions Windows (or a script host) runs when the file is opened. */
export const EXECUTABLE_EXTENSIONS = [
  'exe',
  'scr',
  'com',
  'pif',
  'bat',
  'cmd',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'wsh',
  'hta',
  'msi',
  'ps1',
  'jar',
  'lnk',
  'cpl',
] as const;
/** Extensions a double-extension file pretends to have. */
export const DECOY_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'rtf',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'mp3',
  'mp4',
  'zip',
  'htm',
  'html',
] as const;
/** Macro-enabled Office formats. */
export const MACRO_EXTENSIONS = ['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm'] as const;

/** At most this many hashes in one node's list. */
export const MAX_BAD_HASHES = 100_000;

/** One entry of a node's list: a lower-case SHA-256 and, optionally, what it is. */
export interface BadHash {
  hash: string;
  name?: string;
}

export interface MaliciousFile {
  objectId: string;
  name: string;
  path: string;
  threat: MaliciousThreat;
  /** For a known-bad hash: the name the list gives it. */
  detail?: string;
}
/** GET PID_MALICIOUS_FILES: the count below the node, the latest files, and the hash list in force. */
export interface MaliciousFilesAnswer {
  count: number;
  byThreat: Record<MaliciousThreat, number>;
  files: MaliciousFile[];
  /** This node's own list. */
  hashes: BadHash[];
  /** Hashes in force here: the node's own and its ancestors'. */
  hashesInForce: number;
}

/** 'invoice.pdf.exe' (also with blanks before the real extension, 'photo.jpg      .exe'). */
export function hasDoubleExtension(name: string): boolean {
  const m = /\.([a-z0-9]{1,5})\s*\.([a-z0-9]{1,4})$/i.exec(name);
  return (
    !!m && (DECOY_EXTENSIONS as readonly string[]).includes(m[1].toLowerCase()) && (EXECUTABLE_EXTENSIONS as readonly string[]).includes(m[2].toLowerCase())
  );
}

export const BAD_HASH_NAME_MAX = 200;
const SHA256 = /^[0-9a-f]{64}$/i;

/** A line of the list that is not a hash (line numbers from 1). */
export interface InvalidHashLine {
  line: number;
  text: string;
}

/**
 * A list of known-bad hashes as the user pastes it: one per line, a SHA-256 (64 hexadecimal digits, any case)
 * then, after a blank, comma or semicolon, an optional name. Blank lines and lines starting with '#' are skipped;
 * a hash listed twice is kept once (the first name given). A list (array) is read one item per line, an item
 * being such a line or a { hash, name } entry.
 */
export function parseBadHashes(value: unknown): { entries: BadHash[]; invalid: InvalidHashLine[] } {
  const lines: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : [];
  const byHash = new Map<string, BadHash>();
  const invalid: InvalidHashLine[] = [];
  lines.forEach((item, i) => {
    const entry = typeof item === 'object' && item !== null ? (item as { hash?: unknown; name?: unknown }) : null;
    const line = entry ? `${String(entry.hash ?? '')} ${typeof entry.name === 'string' ? entry.name : ''}` : String(item ?? '');
    const text = line.trim();
    if (!text || text.startsWith('#')) return;
    const m = /^(\S+?)(?:[\s,;]+(.*))?$/.exec(text)!;
    if (!SHA256.test(m[1])) {
      invalid.push({ line: i + 1, text });
      return;
    }
    const hash = m[1].toLowerCase();
    const name = (m[2] ?? '').trim().slice(0, BAD_HASH_NAME_MAX);
    if (!byHash.has(hash)) byHash.set(hash, name ? { hash, name } : { hash });
  });
  return { entries: [...byHash.values()].sort((a, b) => a.hash.localeCompare(b.hash)), invalid };
}

/** What is wrong with the pasted lines, naming them: 'Line 2 is not a SHA-256 hash (64 hexadecimal digits): xyz'. */
export function invalidHashesMessage(invalid: readonly InvalidHashLine[]): string | null {
  if (!invalid.length) return null;
  const shown = invalid
    .slice(0, 3)
    .map(l => `line ${l.line}: ${l.text.length > 40 ? `${l.text.slice(0, 40)}…` : l.text}`)
    .join('; ');
  const more = invalid.length > 3 ? ` and ${invalid.length - 3} more` : '';
  return `Not a SHA-256 hash (64 hexadecimal digits) on ${shown}${more}.`;
}

/** Problems that keep a list from being saved (invalid lines, too many hashes), or null. */
export function badHashesProblem(parsed: { entries: readonly BadHash[]; invalid: readonly InvalidHashLine[] }): string | null {
  return invalidHashesMessage(parsed.invalid) ?? (parsed.entries.length > MAX_BAD_HASHES ? `At most ${MAX_BAD_HASHES} hashes per node.` : null);
}

/** A list as the editor shows it: one hash per line, its name after a blank. */
export function formatBadHashes(entries: readonly BadHash[]): string {
  return entries.map(e => (e.name ? `${e.hash} ${e.name}` : e.hash)).join('\n');
}
