/**
 * Content signing (spec 001: include paths carry `signing`; licence flag enableSign): the platform signs a
 * canonical record of each file scanned under a signing path with its Ed25519 key, and anyone signed in can
 * read the public key and ask the platform to verify a file against what it signed.
 */

export const SIGNING_PATHS = {
  /** GET: the platform's public key ({@link SigningKeyInfo}). */
  signingKey: '/database/signing-key',
  /** GET ?objectId=e<id>: re-reads the file and checks it against its signature ({@link VerifyResult}). */
  verify: '/database/verify',
} as const;

export const SIGNATURE_ALGORITHM = 'Ed25519';

export interface SigningKeyInfo {
  algorithm: typeof SIGNATURE_ALGORITHM;
  /** SPKI PEM. */
  publicKey: string;
  /** First 16 hex digits of the sha256 of the DER public key. */
  keyId: string;
}

/** What idx_entries.signature holds (JSON): enough, with the row's hash, size, node and path, to verify. */
export interface StoredSignature {
  v: 1;
  keyId: string;
  /** Epoch seconds. */
  signedAt: number;
  /** Base64 Ed25519 signature over the canonical record. */
  sig: string;
}

export const VERIFY_REASONS = ['ok', 'ContentChanged', 'SignatureInvalid', 'NotSigned', 'FileMissing'] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

export interface VerifyResult {
  objectId: string;
  valid: boolean;
  reason: VerifyReason;
  /** Epoch seconds; null when not signed. */
  signedAt: number | null;
  keyId: string | null;
  /** False when the platform cannot reach the file itself (a remote collector's disk): only the signature was checked. */
  contentChecked: boolean;
}

/** Words for each reason, as the console shows them. */
export const VERIFY_REASON_TEXT: Record<VerifyReason, string> = {
  ok: 'Signature valid: the content is what was signed.',
  ContentChanged: 'The content changed since it was signed.',
  SignatureInvalid: 'The stored signature is not valid.',
  NotSigned: 'This file is not signed.',
  FileMissing: 'The file is no longer where it was signed.',
};

/** Reads a stored signature; null for null, malformed or unknown-version text. */
export function parseStoredSignature(text: unknown): StoredSignature | null {
  if (typeof text !== 'string' || !text) return null;
  try {
    const v = JSON.parse(text) as Partial<StoredSignature>;
    if (v && v.v === 1 && typeof v.keyId === 'string' && typeof v.signedAt === 'number' && Number.isFinite(v.signedAt) && typeof v.sig === 'string') {
      return { v: 1, keyId: v.keyId, signedAt: v.signedAt, sig: v.sig };
    }
  } catch {
    /* not JSON */
  }
  return null;
}
