/**
 * Manage export locations (spec 001 §2): the node's own list (create, update, delete) or 'Inherit from parent',
 * changed in a draft and saved through the save-changes footer with its confirmation. The server checks every
 * folder on save; its answer (e.g. LocationNotWritable) is shown and the draft kept for another try.
 */
import { useState } from 'react';
import type { ExportLocation, ExportLocationsSection } from '@fathom/sdk/api/export-locations';
import { NotificationService, useService } from '@fathom/sdk/web';
import { Modal } from '../results/Modal';
import { LocationForm } from './LocationForm';
import { useExportLocations, useSaveExportLocations } from './locations-api';
import { SaveChangesBar } from './SaveChangesBar';

export interface ManageLocationsDialogProps {
  /** The node asked about; the list edited is the one of the tree node the server names (an index entry's collector). */
  objectId: string;
  nodeName: string;
  onClose(): void;
}

type Editing = { index: number | null } | null;

export function ManageLocationsDialog({ objectId, nodeName, onClose }: ManageLocationsDialogProps) {
  const notifications = useService(NotificationService);
  const query = useExportLocations(objectId);
  const save = useSaveExportLocations();
  const [draft, setDraft] = useState<ExportLocationsSection | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = query.data;
  const current: ExportLocationsSection | null = draft ?? (answer ? { inherited: answer.inherited, locations: answer.locations } : null);
  const change = (next: ExportLocationsSection) => {
    setDraft(next);
    setError(null);
  };
  const apply = (l: ExportLocation) => {
    if (!current || !editing) return;
    const locations = editing.index === null ? [...current.locations, l] : current.locations.map((x, i) => (i === editing.index ? l : x));
    change({ ...current, locations });
    setEditing(null);
  };
  const remove = (index: number) => current && change({ ...current, locations: current.locations.filter((_, i) => i !== index) });

  const persist = async () => {
    if (!answer || !draft) return;
    try {
      await save(answer.nodeId, draft);
      setDraft(null);
      notifications.success(`Export locations of ${nodeName} saved.`);
    } catch (e) {
      setError(`${(e as Error).name && (e as Error).name !== 'Error' ? `${(e as Error).name}: ` : ''}${(e as Error).message}`);
      throw e;
    }
  };

  return (
    <Modal
      title="Manage export locations"
      onClose={() => {
        if (!confirming) onClose();
      }}
      testId="locations-dialog"
    >
      {query.isLoading && <p>Loading export locations…</p>}
      {query.isError && (
        <p className="fx-discover-error" role="alert">
          Export locations could not be read: {(query.error as Error).message}
        </p>
      )}
      {answer && current && (
        <div className="fx-discover-form" style={{ minWidth: '34rem' }}>
          <p style={{ margin: 0, color: '#475569' }}>
            Folders on the platform server that search results can be saved to, for <strong>{nodeName}</strong> and the nodes below it.
          </p>
          {!answer.isTop && (
            <label>
              <input
                type="checkbox"
                checked={current.inherited}
                onChange={e => change({ ...current, inherited: e.target.checked })}
                data-testid="locations-inherit"
              />{' '}
              Inherit from parent
              {answer.inheritedFrom && <span className="fx-discover-path"> ({answer.inheritedFromName})</span>}
            </label>
          )}
          {current.inherited ? (
            <LocationTable locations={answer.inheritedLocations} empty="The parent defines no export locations." testId="locations-inherited" />
          ) : (
            <>
              <LocationTable
                locations={current.locations}
                empty="No export locations yet."
                testId="locations-own"
                onEdit={i => setEditing({ index: i })}
                onDelete={remove}
              />
              {editing ? (
                <LocationForm
                  key={editing.index ?? 'new'}
                  initial={editing.index === null ? null : current.locations[editing.index]}
                  otherNames={current.locations.filter((_, i) => i !== editing.index).map(l => l.name)}
                  onApply={apply}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div>
                  <button type="button" className="fx-button fx-button--secondary" onClick={() => setEditing({ index: null })} data-testid="location-add">
                    <i className="pi pi-plus" aria-hidden="true" /> Add location
                  </button>
                </div>
              )}
            </>
          )}
          {error && (
            <p className="fx-discover-error" role="alert" data-testid="locations-error">
              {error}
            </p>
          )}
          {draft && (
            <SaveChangesBar
              what={`the export locations of ${nodeName}`}
              confirming={confirming}
              setConfirming={setConfirming}
              onSave={persist}
              onDiscard={() => {
                setDraft(null);
                setEditing(null);
                setError(null);
              }}
            />
          )}
          {!draft && (
            <div className="fx-discover-actions" style={{ justifyContent: 'flex-end' }}>
              <button type="button" className="fx-button fx-button--secondary" onClick={onClose} data-testid="locations-close">
                Close
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

function LocationTable({
  locations,
  empty,
  testId,
  onEdit,
  onDelete,
}: {
  locations: ExportLocation[];
  empty: string;
  testId: string;
  onEdit?(i: number): void;
  onDelete?(i: number): void;
}) {
  if (locations.length === 0)
    return (
      <p className="fx-discover-empty" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <table className="fx-discover-table" data-testid={testId} style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Name</th>
          <th style={cell}>Folder</th>
          <th style={cell}>Description</th>
          {onEdit && (
            <th style={cell}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {locations.map((l, i) => (
          <tr key={l.id || i} data-testid="location-row">
            <td style={cell}>{l.name}</td>
            <td style={{ ...cell, wordBreak: 'break-all' }}>
              <code>{l.path}</code>
            </td>
            <td style={cell}>{l.description}</td>
            {onEdit && onDelete && (
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                <button type="button" className="fx-icon-button" aria-label={`Edit ${l.name}`} onClick={() => onEdit(i)}>
                  <i className="pi pi-pencil" aria-hidden="true" />
                </button>
                <button type="button" className="fx-icon-button" aria-label={`Delete ${l.name}`} onClick={() => onDelete(i)}>
                  <i className="pi pi-trash" aria-hidden="true" />
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cell = { textAlign: 'left' as const, padding: '0.3rem 0.5rem', borderBottom: '1px solid #e2e8f0', verticalAlign: 'top' as const };
