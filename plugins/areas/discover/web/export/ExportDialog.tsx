/**
 * Export results (spec 001 §2): Excel, PDF (portrait or landscape), CSV or JSON of all results, of the selection,
 * or from a start offset for a result count. The server builds the file; the browser then fetches it once by its
 * downloadId. Excel and PDF past 25,000 results are disabled with the spec's message. 'Save to a location' writes
 * the same file into one of the export locations in force on the node instead (PID_SYSEXPORT_LOCATIONS), and
 * 'Manage locations' edits that list for those who hold 'adm'.
 */
import { useEffect, useState } from 'react';
import { API_BASE } from '@fathom/sdk/api/wire';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_PATHS, type ExportFormat, type ExportResponse, type OrderField } from '@fathom/sdk/api/search-wire';
import type { ExportToLocationResponse } from '@fathom/sdk/api/export-locations';
import { ApiClient, NotificationService, PermissionService, TreeService, useOptionalService, useService } from '@fathom/sdk/web';
import { Modal } from '../results/Modal';
import { fileNameProblem, LocationDestination, type LocationChoice } from './LocationDestination';
import { useExportLocations } from './locations-api';
import { ManageLocationsDialog } from './ManageLocationsDialog';

export const EXPORT_FORMATS: { id: ExportFormat; label: string }[] = [
  { id: 'xlsx', label: 'Excel' },
  { id: 'pdf', label: 'PDF' },
  { id: 'csv', label: 'CSV stream' },
  { id: 'json', label: 'JSON stream' },
];

export interface ExportDialogProps {
  searchId: string;
  objectCount: number;
  selectedIds: string[];
  orderBy: OrderField | null;
  onClose(): void;
  /** The node whose export locations are offered; default the tree's active node. */
  nodeId?: string;
}

/** Starts the browser download of a prepared file. */
export function startDownload(downloadId: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = `${API_BASE}${SEARCH_PATHS.download}?downloadId=${encodeURIComponent(downloadId)}`;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function ExportDialog({ searchId, objectCount, selectedIds, orderBy, onClose, nodeId }: ExportDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useOptionalService(TreeService);
  const permissions = useOptionalService(PermissionService);
  const node = nodeId ? (tree?.node(nodeId) ?? null) : (tree?.activeNode ?? null);
  const objectId = nodeId ?? node?.objectId ?? 'HOME';
  const [destination, setDestination] = useState<'download' | 'location'>('download');
  const [choice, setChoice] = useState<LocationChoice>({ locationId: '', fileName: '', overwrite: false });
  const [managing, setManaging] = useState(false);
  const locations = useExportLocations(objectId, destination === 'location');
  const settingsNode = locations.data ? (tree?.node(locations.data.nodeId) ?? node) : node;
  const canManage = !!permissions?.can(['adm'], settingsNode ?? null);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [orientation, setOrientation] = useState<'portrait' | 'landscape'>('portrait');
  const [scope, setScope] = useState<'all' | 'selected' | 'range'>(selectedIds.length ? 'selected' : 'all');
  const [start, setStart] = useState(0);
  const [count, setCount] = useState(Math.min(objectCount, 1000));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rows = scope === 'selected' ? selectedIds.length : scope === 'range' ? Math.max(0, Math.min(count, objectCount - start)) : objectCount;
  const disabled = (format === 'xlsx' || format === 'pdf') && rows > SEARCH_LIMITS.maxDocumentExportRows;
  const toLocation = destination === 'location';
  const firstLocation = locations.data?.effective[0]?.id ?? '';
  useEffect(() => {
    if (!locations.data?.effective.some(l => l.id === choice.locationId) && firstLocation) setChoice(c => ({ ...c, locationId: firstLocation }));
  }, [locations.data, firstLocation, choice.locationId]);
  const locationReady = !toLocation || (!!locations.data?.effective.some(l => l.id === choice.locationId) && !fileNameProblem(choice.fileName));

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = { searchId, format, ...(orderBy ? { orderBy } : {}), ...(format === 'pdf' ? { orientation } : {}) };
      if (scope === 'selected') body.objectIds = selectedIds;
      if (scope === 'range') {
        body.startOffset = start;
        body.resultCount = count;
      }
      if (toLocation) {
        Object.assign(body, {
          objectId,
          locationId: choice.locationId,
          ...(choice.fileName.trim() ? { fileName: choice.fileName.trim() } : {}),
          options: { overwrite: choice.overwrite },
        });
        const saved = await api.post<ExportToLocationResponse>(SEARCH_PATHS.export, body, { suppressError: true });
        notifications.success(`Saved ${saved.rows} results to ${saved.path}.`);
        onClose();
        return;
      }
      const r = await api.post<ExportResponse>(SEARCH_PATHS.export, body, { suppressError: true });
      startDownload(r.downloadId, r.fileName);
      notifications.success(`Exported ${r.rows} results to ${r.fileName}.`);
      onClose();
    } catch (e) {
      setError(`Export to ${format.toUpperCase()} failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (managing) {
    return <ManageLocationsDialog objectId={objectId} nodeName={settingsNode?.name ?? node?.name ?? 'this node'} onClose={() => setManaging(false)} />;
  }

  return (
    <Modal title="Export results" onClose={onClose} testId="export-dialog">
      <div className="fx-discover-form">
        <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: '1rem' }}>
          <legend>Destination</legend>
          <label>
            <input type="radio" name="export-destination" checked={!toLocation} onChange={() => setDestination('download')} data-testid="export-to-download" />{' '}
            Download
          </label>
          <label>
            <input type="radio" name="export-destination" checked={toLocation} onChange={() => setDestination('location')} data-testid="export-to-location" />{' '}
            Save to a location
          </label>
        </fieldset>
        {toLocation && (
          <LocationDestination
            answer={locations.data}
            loading={locations.isLoading}
            loadError={locations.isError ? (locations.error as Error).message : null}
            value={choice}
            onChange={setChoice}
            canManage={canManage}
            onManage={() => setManaging(true)}
          />
        )}
        <label>
          Format{' '}
          <select value={format} onChange={e => setFormat(e.target.value as ExportFormat)} data-testid="export-format">
            {EXPORT_FORMATS.map(f => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {format === 'pdf' && (
          <label>
            Orientation{' '}
            <select value={orientation} onChange={e => setOrientation(e.target.value as 'portrait' | 'landscape')} data-testid="export-orientation">
              <option value="portrait">Portrait</option>
              <option value="landscape">Landscape</option>
            </select>
          </label>
        )}
        <fieldset style={{ border: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
          <legend>Results</legend>
          <label>
            <input type="radio" name="export-scope" checked={scope === 'all'} onChange={() => setScope('all')} /> All {objectCount} results
          </label>
          <label>
            <input
              type="radio"
              name="export-scope"
              checked={scope === 'selected'}
              disabled={selectedIds.length === 0}
              onChange={() => setScope('selected')}
              data-testid="export-selected"
            />{' '}
            Selected ({selectedIds.length})
          </label>
          <label>
            <input type="radio" name="export-scope" checked={scope === 'range'} onChange={() => setScope('range')} data-testid="export-range" /> From a start
            offset
          </label>
          {scope === 'range' && (
            <span className="fx-discover-actions">
              <label>
                Start offset{' '}
                <input type="number" min={0} value={start} onChange={e => setStart(Math.max(0, Number(e.target.value) || 0))} data-testid="export-start" />
              </label>
              <label>
                Result count{' '}
                <input type="number" min={1} value={count} onChange={e => setCount(Math.max(1, Number(e.target.value) || 1))} data-testid="export-count" />
              </label>
            </span>
          )}
        </fieldset>
        {disabled && (
          <p className="fx-discover-error" role="alert" data-testid="export-disabled">
            {SEARCH_MESSAGES.exportDisabled}
          </p>
        )}
        {error && (
          <p className="fx-discover-error" role="alert">
            {error}
          </p>
        )}
        <div className="fx-discover-actions">
          <button
            type="button"
            className="fx-button"
            disabled={busy || disabled || rows === 0 || !locationReady}
            onClick={() => void run()}
            data-testid="export-run"
          >
            {busy ? 'Exporting…' : toLocation ? 'Save' : 'Export'}
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
