/** PID_UI: per-user interface settings (licence accepted, drawer width, last page). Missing means defaults. */
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { ERROR_NAMES, type UiSettings } from '@fathom/sdk/api';
import type { ApiClient } from '@fathom/sdk/web/services';
import { createToken } from '@fathom/sdk/web/tokens';

export const DEFAULT_UI_SETTINGS: UiSettings = { licenseAccepted: false };

export class UiSettingsStore {
  settings: UiSettings | null = null;
  private objectId: string | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: ApiClient) {
    makeObservable(this, { settings: observableRef, patchLocal: action, clear: action });
  }

  get loaded(): boolean {
    return this.settings !== null;
  }

  async load(objectId: string): Promise<UiSettings> {
    this.objectId = objectId;
    let value: UiSettings;
    try {
      value = {
        ...DEFAULT_UI_SETTINGS,
        ...(await this.api.get<UiSettings>('/database/property', { objectId, propertyId: 'PID_UI' }, { suppressError: true })),
      };
    } catch (e) {
      if ((e as { name?: string }).name !== ERROR_NAMES.propertyNotFound) throw e;
      value = { ...DEFAULT_UI_SETTINGS };
    }
    runInAction(() => {
      this.settings = value;
    });
    return value;
  }

  patchLocal(patch: Partial<UiSettings>): void {
    this.settings = { ...(this.settings ?? DEFAULT_UI_SETTINGS), ...patch };
  }

  /**
   * Saves now and applies the change only once the server has stored it: the licence gate must not open the
   * console on an acceptance that a quick logout (which revokes the token) could still lose.
   */
  async save(patch: Partial<UiSettings>): Promise<void> {
    if (this.objectId) await this.api.setProperty(this.objectId, 'PID_UI', { ...(this.settings ?? DEFAULT_UI_SETTINGS), ...patch });
    this.patchLocal(patch);
  }

  /** Saves a little later, once (drawer drags, page changes). */
  saveSoon(patch: Partial<UiSettings>, delayMs = 800): void {
    this.patchLocal(patch);
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      if (this.objectId) this.api.setProperty(this.objectId, 'PID_UI', this.settings, undefined).catch(() => undefined);
    }, delayMs);
  }

  clear(): void {
    this.settings = null;
    this.objectId = null;
  }
}

export const UiSettingsToken = createToken<UiSettingsStore>('core.ui-settings');
