export function PageSpinner() {
  return (
    <div className="fx-page-spinner" role="status" aria-label="Loading">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
    </div>
  );
}
