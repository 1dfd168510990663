/** Finds the desktop app's host in the page: an injected window.external object, or the webview message bridge. */
import { DESKTOP_MESSAGES, parseDesktopHostMessage, type DesktopExternalHost, type DesktopLoginData, type DesktopStatusCallbacks } from '@fathom/sdk/api';

export interface DesktopHost {
  kind: 'external' | 'bridge';
  /** Hands the login data over; the callbacks report the host's status until it is done or has failed. Returns a stop function. */
  hand(data: DesktopLoginData, callbacks: DesktopStatusCallbacks): () => void;
}

interface MessageBridge {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
}

export function findDesktopHost(w: Window = window): DesktopHost | null {
  const external = (w as unknown as { external?: Partial<DesktopExternalHost> }).external;
  if (external && typeof external.desktopLogin === 'function') {
    return {
      kind: 'external',
      hand(data, callbacks) {
        let live = true;
        const guarded: DesktopStatusCallbacks = {
          status: t => live && callbacks.status(String(t)),
          done: t => live && callbacks.done(t === undefined ? undefined : String(t)),
          failed: m => live && callbacks.failed(String(m || 'The desktop app refused the sign-in.')),
        };
        try {
          external.desktopLogin!.call(external, data, guarded);
        } catch (e) {
          guarded.failed((e as Error)?.message ?? String(e));
        }
        return () => {
          live = false;
        };
      },
    };
  }
  const bridge = (w as unknown as { chrome?: { webview?: Partial<MessageBridge> } }).chrome?.webview;
  if (bridge && typeof bridge.postMessage === 'function' && typeof bridge.addEventListener === 'function') {
    const b = bridge as MessageBridge;
    return {
      kind: 'bridge',
      hand(data, callbacks) {
        const listener = (e: { data: unknown }) => {
          const m = parseDesktopHostMessage(e.data);
          if (!m) return;
          if (m.type === DESKTOP_MESSAGES.status) callbacks.status(m.text);
          else if (m.type === DESKTOP_MESSAGES.done) callbacks.done(m.text);
          else callbacks.failed(m.message);
        };
        b.addEventListener('message', listener);
        b.postMessage({ type: DESKTOP_MESSAGES.login, data });
        return () => b.removeEventListener('message', listener);
      },
    };
  }
  return null;
}
