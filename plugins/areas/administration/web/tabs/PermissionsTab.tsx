/** Administration › Permissions: read and write PID_PERMISSIONS, the grants on this node (inherited by its children). */
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ApiClient, NotificationService, PermissionService, TreeService, useService, type TabProps } from '@fathom/sdk/web';
import { PERMISSION_CODES, PERMISSION_LABELS, type PermissionCode, type PermissionGrant, type PermissionsProperty } from '@fathom/sdk/api';
import { AT_LEAST_ONE, removeRefusal, sameGrants, toggleCode, untickRefusal } from '../permissions/rules';
import { AddGrantForm } from '../permissions/AddGrantForm';

type NamedGrant = PermissionGrant & { trusteeName: string; trusteeClass?: string };

export default function PermissionsTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const tree = useService(TreeService);
  const queryClient = useQueryClient();
  const queryKey = ['property', node.objectId, 'PID_PERMISSIONS'];
  const property = useQuery({ queryKey, queryFn: () => api.getProperty<PermissionsProperty>(node.objectId, 'PID_PERMISSIONS') });
  const [draft, setDraft] = useState<NamedGrant[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (property.data) setDraft(property.data.grants.map(g => ({ ...g, codes: [...g.codes] })));
  }, [property.data]);
  const canEdit = permissions.can(['adm'], node);
  const changed = useMemo(() => !!property.data && !sameGrants(draft, property.data.grants), [draft, property.data]);

  if (property.isPending)
    return (
      <div role="progressbar" aria-label="Loading permissions">
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (property.isError || !property.data) return <p role="alert">Permissions could not be read: {(property.error as Error | null)?.message ?? 'no answer'}</p>;
  const data = property.data;

  async function save() {
    if (draft.some(g => g.codes.length === 0)) {
      notifications.error(AT_LEAST_ONE);
      return;
    }
    setSaving(true);
    try {
      await api.setProperty(node.objectId, 'PID_PERMISSIONS', { grants: draft.map(({ trusteeId, codes }) => ({ trusteeId, codes })) });
      notifications.success('Permissions updated');
      await queryClient.invalidateQueries({ queryKey });
      void tree.refresh(node.objectId);
    } catch {
      /* the api client has shown the error */
    } finally {
      setSaving(false);
    }
  }

  const update = (i: number, g: NamedGrant) => setDraft(d => d.map((x, j) => (j === i ? g : x)));

  return (
    <div data-testid="permissions-tab" style={{ display: 'grid', gap: '1.25rem' }}>
      <p style={{ margin: 0 }}>Permissions granted here apply to {node.name} and everything below it.</p>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label="Permissions on this node" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th style={th}>User or role</th>
              {PERMISSION_CODES.map(c => (
                <th key={c} style={{ ...th, textAlign: 'center' }} title={PERMISSION_LABELS[c]}>
                  {c}
                </th>
              ))}
              <th style={th} />
            </tr>
          </thead>
          <tbody>
            {draft.length === 0 && (
              <tr>
                <td colSpan={PERMISSION_CODES.length + 2} style={td}>
                  No data. Permissions granted on this node will be listed here.
                </td>
              </tr>
            )}
            {draft.map((g, i) => {
              const removeReason = removeRefusal(g, data);
              return (
                <tr key={g.trusteeId} data-testid={`grant-${g.trusteeId}`}>
                  <td style={td}>
                    {g.trusteeName}
                    {g.trusteeClass === 'group' && ' (role)'}
                  </td>
                  {PERMISSION_CODES.map(c => {
                    const held = g.codes.includes(c);
                    const refusal = held ? untickRefusal(g, c) : null;
                    return (
                      <td key={c} style={{ ...td, textAlign: 'center' }} title={refusal ?? PERMISSION_LABELS[c]}>
                        <Checkbox
                          inputId={`grant-${g.trusteeId}-${c}`}
                          checked={held}
                          disabled={!canEdit || saving || !!refusal}
                          aria-label={`${g.trusteeName}: ${PERMISSION_LABELS[c]}`}
                          onChange={() => update(i, { ...g, ...toggleCode(g, c as PermissionCode) })}
                        />
                      </td>
                    );
                  })}
                  <td style={td}>
                    {canEdit && (
                      <span title={removeReason ?? 'Remove this grant'}>
                        <Button
                          type="button"
                          icon="pi pi-trash"
                          text
                          severity="danger"
                          aria-label={`Remove the permissions of ${g.trusteeName}`}
                          disabled={saving || !!removeReason}
                          onClick={() => setDraft(d => d.filter((_, j) => j !== i))}
                        />
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <>
          <AddGrantForm node={node} exclude={draft.map(g => g.trusteeId)} onAdd={g => setDraft(d => [...d, g])} />
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <Button type="button" label="Save" icon="pi pi-check" disabled={!changed || saving} loading={saving} onClick={() => void save()} />
            <Button type="button" label="Discard changes" outlined disabled={!changed || saving} onClick={() => setDraft(data.grants.map(g => ({ ...g })))} />
          </div>
        </>
      )}
      {data.inherited.length > 0 && (
        <section aria-label="Inherited permissions">
          <h3 style={{ margin: '0 0 0.5rem' }}>Inherited</h3>
          <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
            <thead>
              <tr>
                <th style={th}>User</th>
                <th style={th}>Permissions</th>
                <th style={th}>From</th>
              </tr>
            </thead>
            <tbody>
              {data.inherited.map(g => (
                <tr key={`${g.fromObjectId}:${g.trusteeId}`}>
                  <td style={td}>{g.trusteeName}</td>
                  <td style={td}>{g.codes.map(c => PERMISSION_LABELS[c] ?? c).join(', ')}</td>
                  <td style={td}>{tree.node(g.fromObjectId)?.name ?? g.fromObjectId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

const th = { textAlign: 'left' as const, padding: '0.5rem', borderBottom: '2px solid var(--surface-border, #e2e8f0)', whiteSpace: 'nowrap' as const };
const td = { padding: '0.4rem 0.5rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)' };
