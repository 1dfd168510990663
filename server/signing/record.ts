/**
 * The canonical record a content signature covers, and signing / checking it. The record is a JSON array in a
 * fixed order, so no field can bleed into another (a path may hold any character):
 *   ["fathom.content-signature.v1", "Ed25519", keyId, sha256 hex, size, nodeId, service, full path, signedAt]
 * idx_entries.signature keeps {v, keyId, signedAt, sig}; the rest comes from the row itself when verifying.
 */
import { parseStoredSignature, SIGNATURE_ALGORITHM, type StoredSignature } from '@fathom/sdk/api/signing';
import type { SigningKey } from './keys';

const RECORD_TAG = 'fathom.content-signature.v1';

/** What is signed about a file, besides the key and the time. */
export interface SignedFields {
  nodeId: string;
  service: string;
  path: string;
  contentHash: string;
  size: number;
}

export function canonicalRecord(f: SignedFields, keyId: string, signedAt: number): Buffer {
  return Buffer.from(JSON.stringify([RECORD_TAG, SIGNATURE_ALGORITHM, keyId, f.contentHash, f.size, f.nodeId, f.service, f.path, signedAt]), 'utf8');
}

/** Signs a file's record; returns the JSON text stored in idx_entries.signature. */
export function signContent(key: SigningKey, f: SignedFields, signedAt = Math.floor(Date.now() / 1000)): string {
  const stored: StoredSignature = { v: 1, keyId: key.keyId, signedAt, sig: key.sign(canonicalRecord(f, key.keyId, signedAt)).toString('base64') };
  return JSON.stringify(stored);
}

/** True when stored was made by this key over exactly these fields. */
export function checkSignature(key: SigningKey, stored: StoredSignature, f: SignedFields): boolean {
  if (stored.keyId !== key.keyId) return false;
  const sig = Buffer.from(stored.sig, 'base64');
  if (sig.length !== 64) return false; // Ed25519 signatures are 64 bytes
  return key.verify(canonicalRecord(f, stored.keyId, stored.signedAt), sig);
}

/**
 * Signs the files of one node's service during a scan or an ingest. A file whose stored signature still covers
 * the same record (same content, size and path) keeps it; any other gets a new one.
 */
export class ContentSigner {
  constructor(
    readonly key: SigningKey,
    readonly nodeId: string,
    readonly service: string,
  ) {}

  signatureFor(path: string, contentHash: string, size: number, previous: string | null | undefined): string {
    const fields: SignedFields = { nodeId: this.nodeId, service: this.service, path, contentHash, size };
    const prev = parseStoredSignature(previous);
    if (prev && checkSignature(this.key, prev, fields)) return previous!;
    return signContent(this.key, fields);
  }
}
