/**
 * Policy → settings of a node: PID_SERVER_SETTINGS in two panels (processing, resources). While 'Inherit
 * settings' is on the inherited values are shown read-only with where they come from; turned off, they become
 * the node's own values to edit. The save-changes footer writes the draft; users without 'pol' only read.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InputSwitch } from 'primereact/inputswitch';
import type { TreeObject } from '@fathom/sdk/api';
import { SERVER_SETTINGS_PROPERTY, type ServerSettingsProperty, type ServerSettingsSet } from '@fathom/sdk/api/tasks';
import { ApiClient, NotificationService, PermissionService, useService } from '@fathom/sdk/web';
import { SaveChangesFooter } from '@fathom/sdk/web/ui/SaveChangesFooter';
import { usePropertyRead, usePropertySave } from '../sources/useNodeProperties';
import { fieldsOf, GROUPS } from './fields';
import { draftError, draftOf, fieldErrors, isChanged, setInherited, setValue, SETTINGS_SAVED, toSet, type SettingsDraft } from './model';
import { SettingInput } from './SettingInput';

const isProperty = (a: unknown): a is ServerSettingsProperty => typeof a === 'object' && a !== null && 'effective' in a && 'inheritedValues' in a;
const note = { padding: '0.5rem 0.75rem', borderRadius: 6, background: 'var(--blue-50, #eff6ff)' };

/** The name of the node settings are inherited from, or 'Defaults'. */
function useInheritedFromName(objectId: string | null): string {
  const api = useService(ApiClient);
  const q = useQuery({
    queryKey: ['object-name', objectId],
    queryFn: () => api.getObject(objectId!, 'simple'),
    enabled: !!objectId,
    staleTime: 60_000,
    retry: false,
  });
  if (!objectId) return 'Defaults';
  return q.data?.name ?? (q.isError ? objectId : '…');
}

export function SettingsEditor({ node }: { node: TreeObject }) {
  const read = usePropertyRead<ServerSettingsProperty>(node.objectId, SERVER_SETTINGS_PROPERTY);
  const save = usePropertySave<ServerSettingsSet>(node.objectId, SERVER_SETTINGS_PROPERTY, {
    cached: (_v, answer) => (isProperty(answer) ? answer : undefined),
  });
  const notifications = useService(NotificationService);
  const canEdit = useService(PermissionService).can(['pol'], node);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const fromName = useInheritedFromName(read.data?.inheritedFrom ?? null);

  if (read.isLoading)
    return (
      <div role="progressbar" aria-label="Loading settings">
        <i className="pi pi-spin pi-spinner" /> Loading settings…
      </div>
    );
  if (read.error || !read.data)
    return (
      <div role="alert" data-testid="settings-error">
        The settings could not be read: {read.error ?? 'no answer'}
      </div>
    );

  const property = read.data;
  const form = draft ?? draftOf(property);
  const changed = draft !== null && isChanged(draft, property);
  const errors = fieldErrors(form);
  const problem = draftError(form);
  const locked = !canEdit || form.inherited;

  async function persist() {
    try {
      await save.mutateAsync(toSet(form));
    } catch (e) {
      notifications.error((e as Error).message);
      throw e;
    }
    notifications.success(SETTINGS_SAVED);
    setDraft(null);
  }

  return (
    <div data-testid="policy-settings" style={{ display: 'grid', gap: '1rem' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
        <h3 style={{ margin: 0, marginRight: 'auto' }}>Settings of {node.name}</h3>
        <label htmlFor="settings-inherit" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <InputSwitch
            inputId="settings-inherit"
            checked={form.inherited}
            disabled={!canEdit}
            data-testid="settings-inherit"
            onChange={e => setDraft(setInherited(property, e.value === true))}
          />
          Inherit settings
        </label>
      </header>
      {form.inherited && (
        <div role="note" data-testid="settings-inherited" style={note}>
          <i className="pi pi-sitemap" aria-hidden="true" />{' '}
          {property.inheritedFrom ? (
            <>
              Inherited from <strong>{fromName}</strong>.
            </>
          ) : (
            <>
              <strong>Defaults</strong>: no node above {node.name} has its own settings.
            </>
          )}{' '}
          Turn off “Inherit settings” to give {node.name} its own values.
        </div>
      )}
      {!canEdit && (
        <div role="note" data-testid="settings-read-only" style={{ ...note, background: 'var(--surface-100, #f1f5f9)' }}>
          <i className="pi pi-lock" aria-hidden="true" /> You can see these settings; changing them needs the permission to modify policy.
        </div>
      )}
      {GROUPS.map(g => (
        <section
          key={g.id}
          aria-labelledby={`settings-group-${g.id}`}
          data-testid={`settings-group-${g.id}`}
          style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 8, padding: '1rem 1.25rem', background: 'var(--surface-card, #fff)' }}
        >
          <h4 id={`settings-group-${g.id}`} style={{ margin: 0 }}>
            {g.title}
          </h4>
          <p style={{ margin: '0.25rem 0 1rem', color: 'var(--text-color-secondary, #64748b)' }}>{g.description}</p>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))', gap: '1.25rem 2rem' }}>
            {fieldsOf(g.id).map(f => {
              const needsIndexing = !!f.needsIndexing && !form.values.enableIndexing;
              return (
                <SettingInput
                  key={f.key}
                  field={f}
                  value={form.values[f.key]}
                  error={errors[f.key]}
                  disabled={locked || needsIndexing}
                  disabledReason={needsIndexing && !locked ? 'Needs indexing.' : undefined}
                  onChange={v => setDraft(setValue(form, f.key, v))}
                />
              );
            })}
          </div>
        </section>
      ))}
      {changed && (
        <SaveChangesFooter
          what={`the settings of ${node.name}`}
          onSave={persist}
          onDiscard={() => setDraft(null)}
          blocked={problem ? 'Correct the marked values to save.' : null}
        />
      )}
    </div>
  );
}
