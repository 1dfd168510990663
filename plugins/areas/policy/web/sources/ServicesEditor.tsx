/**
 * One list of a collector's services (sources, targets or integrations: ServiceKind), add / edit / delete in a draft,
 * and the save-changes footer that writes PID_SOURCES: the list edited here beside the other kinds' services, kept as
 * they are. The scan reads the sources (server/tasks/sources.ts); data actions and exports open the targets.
 */
import { useState, type CSSProperties } from 'react';
import { Button } from 'primereact/button';
import type { SourceService, SourcesProperty } from '@fathom/sdk/api/policy';
import { ENCRYPTION_PROPERTY, type EncryptionKeyInfo } from '@fathom/sdk/api/encryption';
import { NotificationService, ServiceForms, useContributions, useService } from '@fathom/sdk/web';
import type { TreeObject } from '@fathom/sdk/api';
import { SaveChangesFooter } from '@fathom/sdk/web/ui/SaveChangesFooter';
import { includeSummary, inheritedSources, sameServices, servicesOf, toSourcesProperty, type PolicyValue } from './model';
import { inKind, mergeKind, storeSummary, type ServiceKind } from './kinds';
import { ServiceDialog } from './ServiceDialog';
import { usePropertyRead, usePropertySave } from './useNodeProperties';

export const SERVICES_SAVED = 'Changes saved';

type Editing = { index: number | null } | null;

export function ServicesEditor({ node, kind }: { node: TreeObject; kind: ServiceKind }) {
  const sources = usePropertyRead<SourcesProperty>(node.objectId, 'PID_SOURCES');
  const policy = usePropertyRead<PolicyValue>(node.objectId, 'PID_POLICY');
  const key = usePropertyRead<EncryptionKeyInfo>(node.objectId, ENCRYPTION_PROPERTY as 'PID_ENCRYPTION');
  // The server answers what it stored with every secret shown as set: that, never the typed secret, is kept.
  const save = usePropertySave<SourcesProperty>(node.objectId, 'PID_SOURCES', { cached: (_value, answer) => answer });
  const forms = useContributions(ServiceForms);
  const notifications = useService(NotificationService);
  const [draft, setDraft] = useState<SourceService[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const { id, plural } = kind;

  if (sources.isLoading)
    return (
      <div role="progressbar" aria-label={`Loading ${plural}`}>
        <i className="pi pi-spin pi-spinner" /> Loading {plural}…
      </div>
    );
  if (sources.error)
    return (
      <div role="alert" data-testid={`${plural}-error`}>
        The {plural} could not be read: {sources.error}
      </div>
    );

  const all = servicesOf(sources.data);
  const saved = all.filter(s => inKind(s, kind));
  const services = draft ?? saved;
  const changed = draft !== null && !sameServices(draft, saved, forms);
  const inherited = inheritedSources(policy.data, kind.section);
  const typeTitle = (type: string) => forms.find(f => f.type === type)?.title ?? type;
  const offered = forms.filter(f => f.modes.includes(kind.mode));
  const encrypting = !kind.scanned && services.some(s => 'enableEncryption' in (s.parameters ?? {}) && s.parameters.enableEncryption !== false);
  const columns = kind.scanned ? ['Name', 'Type', 'Include', 'Exclude', ''] : ['Name', 'Type', 'Store path', ''];

  function apply(service: SourceService) {
    const index = editing?.index ?? null;
    setDraft(index === null ? [...services, service] : services.map((s, i) => (i === index ? service : s)));
    setEditing(null);
  }

  async function persist() {
    try {
      await save.mutateAsync(toSourcesProperty(mergeKind(all, services, kind), forms));
    } catch (e) {
      notifications.error((e as Error).message);
      throw e;
    }
    notifications.success(SERVICES_SAVED);
    setDraft(null);
  }

  const details = (s: SourceService) =>
    kind.scanned ? [(s.include ?? []).map(includeSummary).join('; '), (s.exclude ?? []).map(e => e.path).join('; ') || '—'] : [storeSummary(s)];

  return (
    <div data-testid={`policy-${plural}`} style={{ display: 'grid', gap: '1rem' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <h3 style={{ margin: 0, marginRight: 'auto' }}>
          {plural[0].toUpperCase() + plural.slice(1)} of {node.name}
        </h3>
        <Button
          type="button"
          label={`Add ${kind.singular}`}
          icon="pi pi-plus"
          disabled={offered.length === 0}
          onClick={() => setEditing({ index: null })}
          data-testid={`${plural}-add`}
        />
      </header>
      {inherited.inherited && (
        <div role="note" data-testid={`${plural}-inherited`} style={{ padding: '0.5rem 0.75rem', borderRadius: 6, background: 'var(--blue-50, #eff6ff)' }}>
          <i className="pi pi-sitemap" aria-hidden="true" /> {plural[0].toUpperCase() + plural.slice(1)} are inherited
          {inherited.from ? ` from ${inherited.from}` : ''}; the inherited services are in force.
        </div>
      )}
      {encrypting && !key.isLoading && !key.data && (
        <div role="note" data-testid={`${plural}-no-key`} style={{ padding: '0.5rem 0.75rem', borderRadius: 6, background: '#fef3c7', color: '#92400e' }}>
          <i className="pi pi-lock" aria-hidden="true" /> A target encrypts what it stores, but {node.name} has no encryption key yet: set one in Policy →
          Encryption, or writes to it are refused.
        </div>
      )}
      {services.length === 0 && !inherited.services.length ? (
        <p data-testid={`${plural}-empty`} style={{ margin: 0 }}>
          {kind.empty(node.name)}
        </p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={`${plural}-table`}>
          <thead>
            <tr>
              {columns.map(h => (
                <th key={h} style={cell(true)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inherited.services.map(s => (
              <tr key={`inherited-${s.name}`} data-testid={`${id}-inherited-${s.name}`} style={{ opacity: inherited.inherited ? 1 : 0.6 }}>
                <td style={cell()}>
                  {s.name}{' '}
                  <span className="fx-tag fx-tag--info" style={{ marginLeft: 6 }}>
                    inherited
                  </span>
                </td>
                <td style={cell()}>{typeTitle(s.type)}</td>
                {details(s).map((d, i) => (
                  <td key={i} style={cell()}>
                    {d}
                  </td>
                ))}
                <td style={cell()} />
              </tr>
            ))}
            {services.map((s, i) => (
              <tr key={`${i}-${s.name}`} data-testid={`${id}-row-${s.name}`}>
                <td style={cell()}>{s.name}</td>
                <td style={cell()}>{typeTitle(s.type)}</td>
                {details(s).map((d, j) => (
                  <td key={j} style={cell()}>
                    {d}
                  </td>
                ))}
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
          kind={kind}
          initial={editing.index === null ? null : services[editing.index]}
          forms={forms}
          others={[...all.filter(s => !inKind(s, kind)), ...services.filter((_, i) => i !== editing.index)]}
          nodeId={node.objectId}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
      {changed && <SaveChangesFooter what={`the ${plural} of ${node.name}`} onSave={persist} onDiscard={() => setDraft(null)} />}
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
