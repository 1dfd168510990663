/** A field's message under or beside it, announced to screen readers. */
export function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <small id={id} role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
      {message}
    </small>
  );
}
