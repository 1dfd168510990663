/**
 * The session (spec 000 §4 Session): login stores the token, its user and the home node; restore re-reads
 * the user after a refresh; logout tells the server, clears the token and the state.
 */
import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import { API_PATHS, OBJECT_ALIASES, type LoginRequest, type LoginResponse, type ServerConfig, type SessionUser } from '@fathom/sdk/api';
import type { ApiClient, AuthService, NotificationService } from '@fathom/sdk/web/services';
import type { SessionState } from '../session/SessionState';
import { clearSession, readSession, writeSession } from '../session/storage';

export class DefaultAuthService implements AuthService {
  config: ServerConfig | null = null;
  private loggingOut: Promise<void> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionState,
    private readonly notifications: NotificationService,
  ) {
    makeObservable<DefaultAuthService, 'applyLogout'>(this, { config: observableRef, user: computed, isAuthenticated: computed, applyLogout: action });
    session.onEndRequested(reason => {
      void this.logout(reason);
    });
  }

  get user(): SessionUser | null {
    return this.session.user;
  }
  get isAuthenticated(): boolean {
    return this.session.user !== null;
  }

  /** The server's public configuration (product name, version, mode), read before start-up. */
  async loadConfig(): Promise<ServerConfig> {
    const config = await this.api.get<ServerConfig>(API_PATHS.config, undefined, { suppressError: true });
    runInAction(() => {
      this.config = config;
    });
    return config;
  }

  async login(req: LoginRequest): Promise<SessionUser> {
    const typed = (req.userId ?? '').trim();
    const userId = req.clientName ? `${req.clientName.trim()}/${typed}` : typed;
    const body: LoginRequest = { provider: req.provider ?? 'integrated', userId, password: req.password ?? '' };
    if (req.response) body.response = req.response;
    if (req.onPremRequest) {
      body.onPremRequest = true;
      body.platformName = req.platformName;
    }
    if (req.state !== undefined) body.state = req.state;
    if (req.passwordConfirm !== undefined) body.passwordConfirm = req.passwordConfirm;
    const res = await this.api.post<LoginResponse>(API_PATHS.login, body, { suppressError: true });
    writeSession({ token: res.token, userId: res.objectId, homeId: res.homeId });
    const fallback: SessionUser = {
      objectId: res.objectId,
      name: res.name,
      homeId: res.homeId,
      isActivated: true,
      isRoot: res.isRoot,
      permissions: res.permissions,
      userId: res.userId,
      provider: body.provider ?? 'integrated',
    };
    // Set the user before further calls so the token-owner check passes.
    this.session.setUser(fallback);
    const full = await this.readUser().catch(() => fallback);
    this.session.setUser({ ...fallback, ...full, homeId: res.homeId });
    return this.session.user!;
  }

  async restore(): Promise<boolean> {
    const stored = readSession();
    if (!stored) return false;
    try {
      // The token-owner check compares against the user being restored.
      this.session.setUser({
        objectId: stored.userId,
        name: '',
        homeId: stored.homeId,
        isActivated: true,
        isRoot: false,
        permissions: [],
        userId: '',
        provider: '',
      });
      const user = await this.readUser();
      this.session.setUser({ ...user, homeId: user.homeId || stored.homeId });
      return true;
    } catch {
      this.session.setUser(null);
      if (!this.session.noConnection) clearSession();
      return false;
    }
  }

  private readUser(): Promise<SessionUser> {
    return this.api.getProperty<SessionUser>(OBJECT_ALIASES.me, 'PID_USERINFO');
  }

  /** Ends the session once even when several failing requests ask for it. */
  logout(reason?: string): Promise<void> {
    if (!this.loggingOut) {
      this.loggingOut = (async () => {
        const hadToken = readSession() !== null && !this.session.loggingOut && !reason;
        if (hadToken) await this.api.get(API_PATHS.logout, undefined, { suppressError: true }).catch(() => undefined);
        // After a 401 nothing is awaited above: let the 'Logging out...' loader be drawn before the session goes.
        else if (this.session.loggingOut) await nextFrame();
        this.applyLogout();
        this.notifications.hideLoader();
        if (reason) this.notifications.info(reason);
      })().finally(() => {
        this.loggingOut = null;
      });
    }
    return this.loggingOut;
  }

  private applyLogout(): void {
    // Another tab's session must survive this tab noticing it: only clear storage we own.
    if (readSession()?.userId === this.session.user?.objectId || !readSession()) clearSession();
    this.session.setUser(null);
    this.session.setLoggingOut(false);
  }
}

/** Resolves after the browser has drawn the next frame (a plain task where there are no frames). */
function nextFrame(): Promise<void> {
  return new Promise(resolve => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}
