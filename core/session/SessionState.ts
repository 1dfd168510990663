/**
 * Client state shared by the api client, auth and the shell: who is signed in in this tab, whether the
 * server is reachable, and the request to end the session (raised by the api client, honoured by auth).
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { SessionUser } from '@fathom/sdk/api';
import { createToken } from '@fathom/sdk/web/tokens';

export class SessionState {
  user: SessionUser | null = null;
  noConnection = false;
  /** Set while the app ends a session the server refused; the shell shows the logging-out loader. */
  loggingOut = false;
  private endListeners = new Set<(reason?: string) => void>();

  constructor() {
    makeObservable(this, {
      user: observableRef,
      noConnection: observable,
      loggingOut: observable,
      setUser: action,
      setNoConnection: action,
      setLoggingOut: action,
    });
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
  }
  setNoConnection(v: boolean): void {
    this.noConnection = v;
  }
  setLoggingOut(v: boolean): void {
    this.loggingOut = v;
  }

  onEndRequested(listener: (reason?: string) => void): () => void {
    this.endListeners.add(listener);
    return () => {
      this.endListeners.delete(listener);
    };
  }

  /** Asks whoever owns the session (the auth service) to log out. */
  requestEnd(reason?: string): void {
    for (const l of this.endListeners) l(reason);
  }
}

export const SessionStateToken = createToken<SessionState>('core.session-state');
