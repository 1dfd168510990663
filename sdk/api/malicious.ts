/**
 * Malicious files (PID_MALICIOUS_FILES, spec 001 §3): what the product flags in the index its scans write.
 * - 'Known bad hash': the file's SHA-256 (computed by every scan) is in a list of known-bad hashes the user keeps
 *   on a node (POST { hashes }); a node's list applies to everything below it, together with its ancestors' lists.
 * - 'Double extension': an executable dressed as a document ('invoice.pdf.exe').
 * - 'Office macros': an Office document of a macro-enabled kind (.docm, .xlsm, .pptm …).
 */

export const MALICIOUS_THREATS = { knownBadHash: 'Known bad hash', doubleExtension: 'Double extension', officeMacros: 'Office macros' } as const;
export type MaliciousThreat = (typeof MALICIOUS_THREATS)[keyof typeof MALICIOUS_THREATS];

/** Extensions Windows (or a script host) runs when the file is opened. */
export const EXECUTABLE_EXTENSIONS = ['exe', 'scr', 'com', 'pif', 'bat', 'cmd', 'vbs', 'vbe', 'js', 'jse', 'wsf', 'wsh', 'hta', 'msi', 'ps1', 'jar', 'lnk', 'cpl'] as const;
/** Extensions a double-extension file pretends to have. */
export const DECOY_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'rtf', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'mp3', 'mp4', 'zip', 'htm', 'html'] as const;
/** Macro-enabled Office formats. */
export const MACRO_EXTENSIONS = ['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm'] as const;

/** At most this many hashes in one node's list. */
export const MAX_BAD_HASHES = 100_000;

export interface MaliciousFile { objectId: string; name: string; path: string; threat: MaliciousThreat }
/** GET PID_MALICIOUS_FILES: the count below the node, the latest files, and the hash list in force. */
export interface MaliciousFilesAnswer {
  count: number;
  byThreat: Record<MaliciousThreat, number>;
  files: MaliciousFile[];
  /** This node's own list. */
  hashes: string[];
  /** Hashes in force here: the node's own and its ancestors'. */
  hashesInForce: number;
}

/** 'invoice.pdf.exe' (also with blanks before the real extension, 'photo.jpg      .exe'). */
export function hasDoubleExtension(name: string): boolean {
  const m = /\.([a-z0-9]{1,5})\s*\.([a-z0-9]{1,4})$/i.exec(name);
  return !!m && (DECOY_EXTENSIONS as readonly string[]).includes(m[1].toLowerCase()) && (EXECUTABLE_EXTENSIONS as readonly string[]).includes(m[2].toLowerCase());
}

/** A list of SHA-256 hashes as the user pastes it: hex, any case, one per line or separated by blanks or commas. */
export function parseHashList(value: unknown): { hashes: string[]; invalid: string[] } {
  const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[\s,;]+/) : [];
  const hashes = new Set<string>();
  const invalid: string[] = [];
  for (const raw of items.map(x => x.trim()).filter(Boolean)) {
    if (/^[0-9a-f]{64}$/i.test(raw)) hashes.add(raw.toLowerCase()); else invalid.push(raw);
  }
  return { hashes: [...hashes].sort(), invalid };
}
