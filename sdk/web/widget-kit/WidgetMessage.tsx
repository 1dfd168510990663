/** The in-widget states: loading, a named error, an empty state or a message such as a missing configuration. */
import type { ReactNode } from 'react';

export const WIDGET_MESSAGES = {
  noData: 'No data',
  notFound: 'Widget not found.',
  noPermission: 'You do not have permission to view this widget.',
  somethingWrong: 'Something went wrong. Please try again',
  setPersonalDataPolicy: 'Set the personal data policy classifications to see personal information.',
  missingPersonalDataClassifications: 'The Personal Data Policy has no classifications.',
  setObsoleteAndTrivial: 'Set the dashboard configuration for obsolete data and trivial data.',
  consoleNotSupported: 'The console is not supported on this node.',
} as const;

export function WidgetMessage({
  icon = 'pi pi-inbox',
  title,
  children,
  testId = 'widget-message',
}: {
  icon?: string;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      role="status"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.35rem',
        height: '100%',
        padding: '0.75rem',
        textAlign: 'center',
        color: 'var(--text-color-secondary, #64748b)',
      }}
    >
      <i className={icon} aria-hidden="true" style={{ fontSize: '1.4rem', opacity: 0.6 }} />
      <strong style={{ color: 'var(--text-color, #334155)' }}>{title}</strong>
      {children ? <span style={{ fontSize: '0.9em' }}>{children}</span> : null}
    </div>
  );
}

export function WidgetLoading() {
  return (
    <div role="progressbar" aria-label="Loading" style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <i className="pi pi-spin pi-spinner" />
    </div>
  );
}

/**
 * Common rendering of a property load: loading, permission and not-found errors, or the content.
 * `empty` names what will appear once the property exists (a PropertyNotFound or a missing value).
 */
export function PropertyGate<T>({
  state,
  empty,
  children,
}: {
  state: { data: T | undefined; isLoading: boolean; error: { name: string; message: string } | null };
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (state.isLoading) return <WidgetLoading />;
  if (state.error?.name === 'NoPermission') return <WidgetMessage icon="pi pi-lock" title={WIDGET_MESSAGES.noPermission} testId="widget-no-permission" />;
  if (state.error && state.error.name !== 'PropertyNotFound' && state.error.name !== 'NotImplemented') {
    return (
      <WidgetMessage icon="pi pi-exclamation-triangle" title={WIDGET_MESSAGES.somethingWrong} testId="widget-error">
        {state.error.message}
      </WidgetMessage>
    );
  }
  if (state.data === undefined || state.data === null)
    return (
      <WidgetMessage title={WIDGET_MESSAGES.noData} testId="widget-empty">
        {empty}
      </WidgetMessage>
    );
  return <>{children(state.data)}</>;
}
