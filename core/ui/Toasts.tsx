/** Toasts at the bottom corners: info and success at the left (5 s), errors at the right (6 s); clicking an error shows its trace. */
import { observer } from 'mobx-react-lite';
import type { NotificationStore, Toast } from '../notifications/NotificationStore';

const ICONS = { info: 'pi pi-info-circle', success: 'pi pi-check-circle', error: 'pi pi-exclamation-triangle' } as const;

// An observer of its own: clicking changes only this toast's showTrace, which the list does not read.
const ToastView = observer(function ToastView({ toast, store }: { toast: Toast; store: NotificationStore }) {
  const isError = toast.kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`fx-toast fx-toast--${toast.kind}`}
      data-testid={`toast-${toast.kind}`}
      onClick={isError ? () => store.toggleTrace(toast.id) : undefined}
      title={isError && toast.trace ? 'Click to show or hide the details' : undefined}
    >
      <i className={ICONS[toast.kind]} aria-hidden="true" />
      <div className="fx-toast__body">
        <div>{toast.message}</div>
        {isError && toast.showTrace && toast.trace && <pre className="fx-toast__trace">{toast.trace}</pre>}
      </div>
      <button
        type="button"
        className="fx-toast__close"
        aria-label="Dismiss"
        onClick={e => {
          e.stopPropagation();
          store.dismiss(toast.id);
        }}
      >
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
});

export const Toasts = observer(function Toasts({ store }: { store: NotificationStore }) {
  const left = store.toasts.filter(t => t.kind !== 'error');
  const right = store.toasts.filter(t => t.kind === 'error');
  return (
    <>
      <div className="fx-toasts fx-toasts--left" aria-live="polite">
        {left.map(t => (
          <ToastView key={t.id} toast={t} store={store} />
        ))}
      </div>
      <div className="fx-toasts fx-toasts--right" aria-live="assertive">
        {right.map(t => (
          <ToastView key={t.id} toast={t} store={store} />
        ))}
      </div>
    </>
  );
});
