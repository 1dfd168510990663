/** Toasts and the full-screen loader (spec 000 §2 Loaders, §8 Toasts). */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { NotificationService } from '@fathom/sdk/web/services';

export const TOAST_LIFE_MS = { info: 5000, success: 5000, error: 6000 } as const;
export type ToastKind = keyof typeof TOAST_LIFE_MS;
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  trace?: string;
  showTrace: boolean;
}
export interface LoaderState {
  show: boolean;
  message: string;
  additionalMessage?: string;
  showCancelButton: boolean;
  hasCancelled: boolean;
}

export class NotificationStore implements NotificationService {
  toasts: Toast[] = [];
  loader: LoaderState = { show: false, message: '', showCancelButton: false, hasCancelled: false };
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeObservable(this, {
      toasts: observable,
      loader: observableRef,
      push: action,
      dismiss: action,
      toggleTrace: action,
      showLoader: action,
      hideLoader: action,
      cancelLoader: action,
    });
  }

  info(message: string): void {
    this.push('info', message);
  }
  success(message: string): void {
    this.push('success', message);
  }
  error(message: string, trace?: string): void {
    this.push('error', message, trace);
  }

  push(kind: ToastKind, message: string, trace?: string): void {
    // The same message twice in a row (e.g. several failing requests) shows once.
    if (this.toasts.some(t => t.kind === kind && t.message === message)) return;
    const id = this.nextId++;
    this.toasts.push({ id, kind, message, trace, showTrace: false });
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), TOAST_LIFE_MS[kind]),
    );
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.toasts = this.toasts.filter(t => t.id !== id);
  }

  /** Clicking an error toggles its trace. */
  toggleTrace(id: number): void {
    const t = this.toasts.find(x => x.id === id);
    if (t && t.kind === 'error') t.showTrace = !t.showTrace;
  }

  showLoader(message: string, opts: { additionalMessage?: string; cancellable?: boolean } = {}): void {
    this.loader = { show: true, message, additionalMessage: opts.additionalMessage, showCancelButton: !!opts.cancellable, hasCancelled: false };
  }

  hideLoader(): void {
    this.loader = { ...this.loader, show: false };
  }

  /** The loader's cancel button hides it and remembers the cancellation. */
  cancelLoader(): void {
    this.loader = { ...this.loader, show: false, hasCancelled: true };
  }
}
