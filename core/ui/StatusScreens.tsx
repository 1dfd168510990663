/** Whole-page states: no connection, start-up failure, 'something went wrong'. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again';

export function NoConnectionScreen() {
  return (
    <div className="fx-status-screen fx-status-screen--overlay" role="alertdialog" aria-label="No connection" data-testid="no-connection">
      <i className="pi pi-wifi" aria-hidden="true" />
      <h2>No network connection</h2>
      <p>You do not have a connection with the server. Refresh the page, or contact your administrator if the problem continues.</p>
      <button type="button" className="fx-button" onClick={() => window.location.reload()}>
        Refresh the page
      </button>
    </div>
  );
}

export function StartupErrorScreen({ message }: { message: string }) {
  return (
    <div className="fx-status-screen" role="alert" data-testid="startup-error">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <h2>The console could not start</h2>
      <p>{message}</p>
      <button type="button" className="fx-button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}

/** Shows 'something went wrong' instead of a broken area; the rest of the console keeps working. */
export class ErrorBoundary extends Component<{ children?: ReactNode; area: string; resetKey?: string }, { error: Error | null; key?: string }> {
  state: { error: Error | null; key?: string } = { error: null, key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey?: string }, state: { error: Error | null; key?: string }) {
    // Navigating elsewhere gives the area another chance.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.area} failed to render`, error, info.componentStack);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="fx-something-wrong" role="alert" data-testid={`error-${this.props.area}`}>
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{SOMETHING_WENT_WRONG}</span>
      </div>
    );
  }
}
