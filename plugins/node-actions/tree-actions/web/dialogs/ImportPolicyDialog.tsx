/**
 * Import policy (spec 000 §4 "Policy import", "File upload", "Save-changes footer"): one JSON file is dropped or
 * chosen, each section that differs from the node's current policy is shown as a diff, the user picks the sections,
 * and Save writes them through the same properties the policy area writes, so every server rule still applies.
 */
import { useEffect, useMemo, useState, type CSSProperties, type DragEvent } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@fathom/sdk/api';
import { POLICY_CONVERT_PATH, type PolicyConvertAnswer } from '@fathom/sdk/api/policy-convert';
import { ApiClient, NotificationService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { SaveChangesFooter } from '@fathom/sdk/web/ui/SaveChangesFooter';
import { POLICY_SECTION_PROPERTIES, propertyValue, readPolicySections, type PolicySectionId } from '../policy-export';
import { diffPolicy, FILE_UPLOAD_MESSAGES, POLICIES_ARE_THE_SAME, readImport, uploadError, type SectionDiff } from '../policy-import/model';

type Current = Partial<Record<PolicySectionId, unknown>>;
interface Loaded {
  fileName: string;
  diffs: SectionDiff[];
  dropped: string[];
  convertedFrom: string | null;
  notes: string[];
}

const errorStyle: CSSProperties = { color: 'var(--red-600, #dc2626)' };
const lineColour = (l: string) => (l[0] === '+' ? '#dcfce7' : l[0] === '-' ? '#fee2e2' : 'transparent');

/** The file's text, read with FileReader, which every browser the console runs in has. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export default function ImportPolicyDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const queries = useQueryClient();
  const [current, setCurrent] = useState<Current | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [selected, setSelected] = useState<PolicySectionId[]>([]);
  const [dragging, setDragging] = useState(false);

  // A file chosen while the current policy still loads waits for it (the diff needs both).
  const currentPolicy = useMemo(() => readPolicySections(api, node.objectId), [api, node.objectId]);
  useEffect(() => {
    currentPolicy.then(setCurrent, (e: Error) => setProblem(e.message));
  }, [currentPolicy]);

  async function take(files: File[]) {
    setLoaded(null);
    const error = uploadError(files);
    if (error) return setProblem(error);
    const policy = await currentPolicy.catch(() => null);
    if (!policy) return;
    const convert = (exported: Record<string, unknown>) => api.post<PolicyConvertAnswer>(POLICY_CONVERT_PATH, { policy: exported }, { suppressError: true });
    const parsed = await readImport(await readText(files[0]), convert);
    if ('error' in parsed) return setProblem(parsed.error);
    const diffs = diffPolicy(policy, parsed);
    setProblem(null);
    setLoaded({ fileName: files[0].name, diffs, dropped: parsed.dropped, convertedFrom: parsed.convertedFrom, notes: parsed.notes });
    setSelected(diffs.map(d => d.id));
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void take(Array.from(e.dataTransfer.files));
  }

  async function save() {
    try {
      for (const d of loaded!.diffs.filter(x => selected.includes(x.id))) {
        const propertyId = POLICY_SECTION_PROPERTIES[d.id];
        await api.post(API_PATHS.property, { objectId: node.objectId, propertyId, property: propertyValue(d.id, d.value) }, { suppressError: true });
        await queries.invalidateQueries({ queryKey: ['property', node.objectId, propertyId] });
      }
    } catch (e) {
      notifications.error((e as Error).message);
      throw e;
    }
    notifications.success('Policy imported.');
    onClose();
  }

  const footer = loaded && loaded.diffs.length > 0 && (
    <SaveChangesFooter
      what={`the policy of ${node.name}`}
      onSave={save}
      onDiscard={onClose}
      blocked={selected.length ? null : 'Select at least one section to import.'}
    />
  );
  return (
    <Dialog visible modal header={`Import policy to ${node.name}`} onHide={onClose} footer={footer || undefined} style={{ width: '52rem', maxWidth: '95vw' }}>
      <label
        data-testid="policy-drop-zone"
        onDragOver={e => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          display: 'block',
          padding: '1.25rem',
          textAlign: 'center',
          cursor: 'pointer',
          border: `2px dashed ${dragging ? 'var(--primary-color, #3b82f6)' : 'var(--surface-border, #cbd5e1)'}`,
          borderRadius: 6,
        }}
      >
        <i className="pi pi-upload" aria-hidden="true" /> Drop a policy file (JSON, at most 10 MB) here or click to choose one
        <input
          type="file"
          accept=".json,application/json"
          aria-label="Policy file"
          style={{ display: 'none' }}
          onChange={e => {
            void take(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </label>
      {!current && !problem && (
        <p role="progressbar" aria-label="Loading the current policy">
          <i className="pi pi-spin pi-spinner" /> Loading the current policy…
        </p>
      )}
      {problem && (
        <p role="alert" style={errorStyle} data-testid="policy-import-error">
          {problem}
        </p>
      )}
      {loaded && (
        <div data-testid="policy-import-result">
          <p>{FILE_UPLOAD_MESSAGES.fileAccepted(loaded.fileName)}</p>
          {loaded.convertedFrom && (
            <div data-testid="policy-import-converted">
              <p>Exported by version {loaded.convertedFrom}: converted to this version&apos;s policy sections first.</p>
              {loaded.notes.length > 0 && (
                <ul>
                  {loaded.notes.map(n => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {loaded.dropped.length > 0 && <p data-testid="policy-import-dropped">Not imported, as they are not valid: {loaded.dropped.join(', ')}.</p>}
          {loaded.diffs.length === 0 && <p data-testid="policy-import-same">{POLICIES_ARE_THE_SAME}</p>}
          {loaded.diffs.map(d => (
            <section key={d.id} data-testid={`policy-diff-${d.id}`} style={{ marginTop: '0.75rem' }}>
              <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontWeight: 600 }}>
                <Checkbox
                  inputId={`import-${d.id}`}
                  checked={selected.includes(d.id)}
                  onChange={e => setSelected(s => (e.checked ? [...s, d.id] : s.filter(x => x !== d.id)))}
                />
                <label htmlFor={`import-${d.id}`}>{d.label}</label>
              </div>
              <pre
                style={{ margin: '0.35rem 0 0', padding: '0.5rem', fontSize: '0.8rem', background: '#f8fafc', border: '1px solid #e2e8f0', overflowX: 'auto' }}
              >
                {d.hunks.map(h => (
                  <div key={`${h.oldStart}-${h.newStart}`}>
                    <div style={{ color: '#64748b' }}>{`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`}</div>
                    {h.lines.map((l, i) => (
                      <div key={i} style={{ background: lineColour(l) }}>
                        {l}
                      </div>
                    ))}
                  </div>
                ))}
              </pre>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
