/**
 * Secrets a plugin must read back (directory bind passwords, client secrets, service credentials) are sealed
 * with the platform's master key before they are stored, and opened only when used. The core implements it
 * (server/secrets); a plugin names the token in `requires`, and core handlers reach it through the server.
 */
import { createToken } from '../web/tokens';

export interface SecretBox {
  /** The secret encrypted and authenticated with the master key, as text safe to store. */
  seal(plain: string): string;
  /** The secret back; throws when the text was not sealed with this platform's key or was altered. */
  open(sealed: string): string;
  /** True for text seal() made (so a stored value is never sealed twice). */
  isSealed(text: string): boolean;
}

export const SecretBox = createToken<SecretBox>('server.secret-box');
