/**
 * Policy → sources of a collector: the node's source services (and inherited ones when the policy says so),
 * add / edit / delete in a draft, and the save-changes footer that writes PID_SOURCES — the property the scan
 * reads first (server/tasks/sources.ts).
 */
import { useState, type CSSProperties } from 'react';
import { Button } from 'primereact/button';
import type { SourceService, SourcesProperty } from '@fathom/sdk/api/policy';
import { NotificationService, ServiceForms, useContributions, useService } from '@fathom/sdk/web';
import type { TreeObject } from '@fathom/sdk/api';
import { includeSummary, inheritedSources, sameServices, servicesOf, toSourcesProperty, type PolicyValue } from './model';
import { SaveChangesFooter } from '@fathom/sdk/web/ui/SaveChangesFooter';
import { ServiceDialog } from './ServiceDialog';
import { usePropertyRead, usePropertySave } from './useNodeProperties';

export const SOURCES_SAVED = 'Changes saved';

type Editing = { index: number | null } | null;

export function SourcesEditor({ node }: { node: TreeObject }) {
  const sources = usePropertyRead<SourcesProperty>(node.objectId, 'PID_SOURCES');
  const policy = usePropertyRead<PolicyValue>(node.objectId, 'PID_POLICY');
  // The server answers what it stored with every secret shown as set: that, never the typed secret, is kept.
  const save = usePropertySave<SourcesProperty>(node.objectId, 'PID_SOURCES', { cached: (_value, answer) => answer });
  const forms = useContributions(ServiceForms);
  const notifications = useService(NotificationService);
  const [draft, setDraft] = useState<SourceService[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  if (sources.isLoading)
    return (
      <div role="progressbar" aria-label="Loading sources">
        <i className="pi pi-spin pi-spinner" /> Loading sources…
      </div>
    );
  if (sources.error)
    return (
      <div role="alert" data-testid="sources-error">
        The sources could not be read: {sources.error}
      </div>
    );

  const saved = servicesOf(sources.data);
  const services = draft ?? saved;
  const changed = draft !== null && !sameServices(draft, saved, forms);
  const inherited = inheritedSources(policy.data);
  const typeTitle = (type: string) => forms.find(f => f.type === type)?.title ?? type;

  function apply(service: SourceService) {
    const index = editing?.index ?? null;
    setDraft(index === null ? [...services, service] : services.map((s, i) => (i === index ? service : s)));
    setEditing(null);
  }

  async function persist() {
    try {
      await save.mutateAsync(toSourcesProperty(services, forms));
    } catch (e) {
      notifications.error((e as Error).message);
      throw e;
    }
    notifications.success(SOURCES_SAVED);
    setDraft(null);
  }

  return (
    <div data-testid="policy-sources" style={{ display: 'grid', gap: '1rem' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <h3 style={{ margin: 0, marginRight: 'auto' }}>Sources of {node.name}</h3>
        <Button type="button" label="Add source" icon="pi pi-plus" onClick={() => setEditing({ index: null })} data-testid="sources-add" />
      </header>
      {inherited.inherited && (
        <div role="note" data-testid="sources-inherited" style={{ padding: '0.5rem 0.75rem', borderRadius: 6, background: 'var(--blue-50, #eff6ff)' }}>
          <i className="pi pi-sitemap" aria-hidden="true" /> Sources are inherited{inherited.from ? ` from ${inherited.from}` : ''}; the inherited services are
          in force.
        </div>
      )}
      {services.length === 0 && !inherited.services.length ? (
        <p data-testid="sources-empty" style={{ margin: 0 }}>
          {node.name} has no sources yet. Add a file system, share or cloud store to scan.
        </p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="sources-table">
          <thead>
            <tr>
              {['Name', 'Type', 'Include', 'Exclude', ''].map(h => (
                <th key={h} style={cell(true)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inherited.services.map(s => (
              <tr key={`inherited-${s.name}`} data-testid={`source-inherited-${s.name}`} style={{ opacity: inherited.inherited ? 1 : 0.6 }}>
                <td style={cell()}>
                  {s.name}{' '}
                  <span className="fx-tag fx-tag--info" style={{ marginLeft: 6 }}>
                    inherited
                  </span>
                </td>
                <td style={cell()}>{typeTitle(s.type)}</td>
                <td style={cell()}>{(s.include ?? []).map(includeSummary).join('; ')}</td>
                <td style={cell()}>{(s.exclude ?? []).map(e => e.path).join('; ')}</td>
                <td style={cell()} />
              </tr>
            ))}
            {services.map((s, i) => (
              <tr key={`${i}-${s.name}`} data-testid={`source-row-${s.name}`}>
                <td style={cell()}>{s.name}</td>
                <td style={cell()}>{typeTitle(s.type)}</td>
                <td style={cell()}>{s.include.map(includeSummary).join('; ')}</td>
                <td style={cell()}>{s.exclude.map(e => e.path).join('; ') || '—'}</td>
                <td style={{ ...cell(), whiteSpace: 'nowrap', textAlign: 'right' }}>
                  <Button type="button" icon="pi pi-pencil" outlined rounded aria-label={`Edit ${s.name}`} onClick={() => setEditing({ index: i })} />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    outlined
                    rounded
                    severity="danger"
                    aria-label={`Delete ${s.name}`}
                    onClick={() => setDraft(services.filter((_, j) => j !== i))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <ServiceDialog
          initial={editing.index === null ? null : services[editing.index]}
          forms={forms}
          others={services.filter((_, i) => i !== editing.index)}
          nodeId={node.objectId}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
      {changed && <SaveChangesFooter what={`the sources of ${node.name}`} onSave={persist} onDiscard={() => setDraft(null)} />}
    </div>
  );
}

function cell(head = false): CSSProperties {
  return {
    textAlign: 'left',
    padding: '0.45rem 0.6rem',
    borderBottom: '1px solid var(--surface-border, #e2e8f0)',
    fontWeight: head ? 600 : 400,
    verticalAlign: 'top',
  };
}
