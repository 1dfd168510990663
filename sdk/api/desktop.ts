/**
 * The desktop-app login bridge (spec 000 §2 Desktop): the /desktop page, opened inside the desktop app, signs the
 * user in and hands the login data to the app's host with callbacks through which the host reports its status.
 * A host is found either as `window.external.desktopLogin` (an object the host injects) or as a message bridge
 * (`window.chrome.webview`: postMessage out, 'message' events in).
 */
import type { LoginResponse } from './objects';

export const DESKTOP_PATH = '/desktop';

/** What the host is handed: the platform's address and the sign-in's answer (its token is the host's to use). */
export interface DesktopLoginData {
  address: string;
  login: LoginResponse;
}

/** How the host tells the page where it stands. */
export interface DesktopStatusCallbacks {
  status(text: string): void;
  done(text?: string): void;
  failed(message: string): void;
}

/** A host injected as window.external. */
export interface DesktopExternalHost {
  desktopLogin(data: DesktopLoginData, callbacks: DesktopStatusCallbacks): void;
}

/** Messages of the message bridge: one out, three back. */
export const DESKTOP_MESSAGES = {
  login: 'fathom.desktop.login',
  status: 'fathom.desktop.status',
  done: 'fathom.desktop.done',
  failed: 'fathom.desktop.failed',
} as const;

export type DesktopHostMessage =
  | { type: typeof DESKTOP_MESSAGES.status; text: string }
  | { type: typeof DESKTOP_MESSAGES.done; text?: string }
  | { type: typeof DESKTOP_MESSAGES.failed; message: string };

/** Reads a message the host sent back; anything else is not the bridge's and is ignored. */
export function parseDesktopHostMessage(raw: unknown): DesktopHostMessage | null {
  let m = raw;
  if (typeof m === 'string') {
    try {
      m = JSON.parse(m);
    } catch {
      return null;
    }
  }
  if (!m || typeof m !== 'object') return null;
  const v = m as Record<string, unknown>;
  if (v.type === DESKTOP_MESSAGES.status && typeof v.text === 'string') return { type: v.type, text: v.text };
  if (v.type === DESKTOP_MESSAGES.done) return { type: v.type, text: typeof v.text === 'string' ? v.text : undefined };
  if (v.type === DESKTOP_MESSAGES.failed)
    return { type: v.type, message: typeof v.message === 'string' && v.message ? v.message : 'The desktop app refused the sign-in.' };
  return null;
}
