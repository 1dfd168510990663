/** The 'Save to a location' part of the export dialog: which location, the file name, overwrite, and the manager. */
import { checkExportFileName, type ExportLocationsAnswer } from '@fathom/sdk/api/export-locations';

export interface LocationChoice {
  locationId: string;
  fileName: string;
  overwrite: boolean;
}

export interface LocationDestinationProps {
  answer: ExportLocationsAnswer | undefined;
  loading: boolean;
  loadError: string | null;
  value: LocationChoice;
  onChange(next: LocationChoice): void;
  canManage: boolean;
  onManage(): void;
}

/** A problem with the typed file name, or null (blank means the default name). */
export function fileNameProblem(name: string): string | null {
  return name.trim() ? (checkExportFileName(name)?.message ?? null) : null;
}

export function LocationDestination({ answer, loading, loadError, value, onChange, canManage, onManage }: LocationDestinationProps) {
  const locations = answer?.effective ?? [];
  const chosen = locations.find(l => l.id === value.locationId);
  const nameProblem = fileNameProblem(value.fileName);
  return (
    <div className="fx-discover-form" data-testid="export-location-part">
      {loading && <span>Loading export locations…</span>}
      {loadError && (
        <p className="fx-discover-error" role="alert">
          Export locations could not be read: {loadError}
        </p>
      )}
      {answer && locations.length === 0 && (
        <p className="fx-discover-empty" data-testid="export-no-locations">
          No export locations are defined for this node.
        </p>
      )}
      {locations.length > 0 && (
        <label>
          Location{' '}
          <select value={value.locationId} onChange={e => onChange({ ...value, locationId: e.target.value })} data-testid="export-location">
            <option value="" disabled>
              Select a location
            </option>
            {locations.map(l => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && (
        <span className="fx-discover-path" data-testid="export-location-path">
          {chosen.path}
          {chosen.description ? ` — ${chosen.description}` : ''}
        </span>
      )}
      <label>
        File name{' '}
        <input
          value={value.fileName}
          placeholder="results-<date>-<time>"
          onChange={e => onChange({ ...value, fileName: e.target.value })}
          aria-invalid={!!nameProblem}
          data-testid="export-file-name"
        />
      </label>
      {nameProblem && (
        <small className="fx-field__error" role="alert" data-testid="export-file-name-error">
          {nameProblem}
        </small>
      )}
      <label>
        <input type="checkbox" checked={value.overwrite} onChange={e => onChange({ ...value, overwrite: e.target.checked })} data-testid="export-overwrite" />{' '}
        Overwrite a file of the same name
      </label>
      {canManage && (
        <div>
          <button type="button" className="fx-button fx-button--secondary" onClick={onManage} data-testid="export-manage-locations">
            <i className="pi pi-folder-open" aria-hidden="true" /> Manage locations
          </button>
        </div>
      )}
    </div>
  );
}
