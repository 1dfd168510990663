/** The full-screen loader (z-index 2000): a message, an optional additional message and an optional cancel button. */
import { observer } from 'mobx-react-lite';
import type { NotificationStore } from '../notifications/NotificationStore';

export const LOADER_Z_INDEX = 2000;

export const FullScreenLoader = observer(function FullScreenLoader({ store }: { store: NotificationStore }) {
  const l = store.loader;
  if (!l.show) return null;
  return (
    <div className="fx-loader" role="progressbar" aria-busy="true" aria-label={l.message} style={{ zIndex: LOADER_Z_INDEX }} data-testid="full-screen-loader">
      <div className="fx-loader__box">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />
        <div className="fx-loader__message">{l.message}</div>
        {l.additionalMessage && <div className="fx-loader__extra">{l.additionalMessage}</div>}
        {l.showCancelButton && (
          <button type="button" className="fx-button fx-button--secondary" onClick={() => store.cancelLoader()}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
});
