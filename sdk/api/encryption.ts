/**
 * Policy → Encryption (spec 001 §3, §5, §7): a named key made from a passphrase. POST /encryption/validate checks
 * name and passphrase (both required, trimmed) and answers the key's hash and a token: the key wrapped by the
 * platform's master key, which the policy keeps (PID_ENCRYPTION) and only the platform can open. GET
 * /encryption/generate proposes a strong passphrase. Content a target stores with the key opens with the
 * passphrase alone (`fathom decrypt`).
 */
import * as yup from 'yup';
import { MESSAGES } from './validation';

export const ENCRYPTION_PATHS = { validate: '/encryption/validate', generate: '/encryption/generate' } as const;
export const ENCRYPTION_PROPERTY = 'PID_ENCRYPTION';
export const PASSPHRASE_MIN = 12;
export const ENCRYPTION_NAME_MAX = 64;

export const encryptionValidateSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.required).max(ENCRYPTION_NAME_MAX, MESSAGES.max(ENCRYPTION_NAME_MAX)),
  passphrase: yup.string().trim().required(MESSAGES.required).min(PASSPHRASE_MIN, MESSAGES.min(PASSPHRASE_MIN)),
});
export type EncryptionValidatePayload = yup.InferType<typeof encryptionValidateSchema>;

export interface EncryptionValidateAnswer {
  valid: true;
  name: string;
  /** The key's fingerprint, also written in the header of everything stored with it. */
  hash: string;
  /** The key wrapped by the master key: opaque, kept by the policy. */
  token: string;
}
export interface EncryptionGenerateAnswer {
  passphrase: string;
}
/** PID_ENCRYPTION as written (name, hash, token) and as read (name and hash; the token never leaves the server). */
export interface EncryptionKeySet {
  name: string;
  hash: string;
  token: string;
}
export interface EncryptionKeyInfo {
  name: string;
  hash: string;
}
