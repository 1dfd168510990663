/** Administration › Configuration: the organisation's PID_CLIENTCONFIG (crossClientAccess), adm only. */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ApiClient, NotificationService, PermissionService, useService, type TabProps } from '@fathom/sdk/web';
import type { ClientConfig } from '@fathom/sdk/api';
import { PEOPLE_MESSAGES } from '@fathom/sdk/api/people';

export default function ConfigurationTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const queryClient = useQueryClient();
  const queryKey = ['property', node.objectId, 'PID_CLIENTCONFIG'];
  const isClient = node.classId === 'client';
  const config = useQuery({ queryKey, queryFn: () => api.getProperty<ClientConfig>(node.objectId, 'PID_CLIENTCONFIG'), enabled: isClient });
  const [cross, setCross] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (config.data) setCross(config.data.crossClientAccess);
  }, [config.data]);
  const canEdit = permissions.can(['adm'], node);

  if (!isClient)
    return (
      <div data-testid="configuration-tab">
        <p>{PEOPLE_MESSAGES.notAClient} The platform itself has no organisation settings; select an organisation in the tree.</p>
      </div>
    );
  if (config.isPending) return <i className="pi pi-spin pi-spinner" aria-label="Loading the configuration" />;
  if (config.isError) return <p role="alert">The configuration could not be read: {(config.error as Error).message}</p>;

  async function save() {
    setSaving(true);
    try {
      await api.setProperty(node.objectId, 'PID_CLIENTCONFIG', { crossClientAccess: cross });
      notifications.success('changes saved');
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      /* shown by the api client */
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="configuration-tab" style={{ display: 'grid', gap: '1rem', maxWidth: '44rem' }}>
      <section style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start' }}>
        <Checkbox inputId="cross-client-access" checked={cross} disabled={!canEdit || saving} onChange={e => setCross(!!e.checked)} />
        <div>
          <label htmlFor="cross-client-access" style={{ fontWeight: 600 }}>
            Cross-client access
          </label>
          <p style={{ margin: '0.25rem 0 0', color: 'var(--text-color-secondary, #64748b)' }}>
            When on, users of other organisations may read the files and directories indexed in {node.name} (read only). The active node then carries an
            "enabled" notice.
          </p>
        </div>
      </section>
      {canEdit && (
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Button
            type="button"
            label="Save"
            icon="pi pi-check"
            disabled={saving || cross === config.data?.crossClientAccess}
            loading={saving}
            onClick={() => void save()}
          />
          <Button
            type="button"
            label="Discard changes"
            outlined
            disabled={saving || cross === config.data?.crossClientAccess}
            onClick={() => setCross(!!config.data?.crossClientAccess)}
          />
        </div>
      )}
    </div>
  );
}
