/**
 * Administration › Roles: the roles of the node's organisation, their members and the permissions granted to them
 * (granted on the Permissions tab, held by every member). Create, rename, delete (not while it has users), add and
 * remove members (PID_MEMBERS).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Chip } from 'primereact/chip';
import { Dropdown } from 'primereact/dropdown';
import { ApiClient, NotificationService, PermissionService, useService, type TabProps } from '@fathom/sdk/web';
import { API_PATHS, PERMISSION_LABELS } from '@fathom/sdk/api';
import { DEFAULT_ROLE_NAME, PEOPLE_MESSAGES, PEOPLE_PATHS, type RoleRecord, type UserListResponse } from '@fathom/sdk/api/people';
import { ConfirmDialog } from '../people/ConfirmDialog';
import { RoleNameDialog } from '../people/RoleNameDialog';

type Open = { kind: 'create' } | { kind: 'rename' | 'delete'; role: RoleRecord } | null;

export default function RolesTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const roles = useQuery({
    queryKey: ['administration-roles', node.objectId],
    queryFn: () => api.get<RoleRecord[]>(PEOPLE_PATHS.roles, { objectId: node.objectId }),
  });
  const users = useQuery({
    queryKey: ['administration-users', node.objectId, 'all'],
    queryFn: () => api.get<UserListResponse>(PEOPLE_PATHS.users, { objectId: node.objectId, limit: 200 }),
  });
  const canEdit = permissions.can(['adm'], node);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['administration-roles', node.objectId] });
    await queryClient.invalidateQueries({ queryKey: ['administration-users', node.objectId] });
  };

  async function setMembers(role: RoleRecord, members: string[], message: string) {
    try {
      await api.setProperty(role.objectId, 'PID_MEMBERS', { members });
      notifications.success(message);
      await refresh();
    } catch {
      /* shown by the api client */
    }
  }

  if (roles.isPending) return <i className="pi pi-spin pi-spinner" aria-label="Loading roles" />;
  if (roles.isError) return <p role="alert">Roles could not be read: {(roles.error as Error).message}</p>;
  const list = roles.data ?? [];

  return (
    <div data-testid="roles-tab" style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <p style={{ margin: 0, flex: '1 1 20rem' }}>
          Members of a role hold every permission granted to the role; grant permissions to a role on the Permissions tab of any node.
        </p>
        {canEdit && <Button type="button" label="Create role" icon="pi pi-plus" onClick={() => setOpen({ kind: 'create' })} />}
      </div>
      {list.length === 0 && <p>No data. The organisation has no role yet; the default role is named {DEFAULT_ROLE_NAME}.</p>}
      {list.map(role => {
        const candidates = (users.data?.users ?? []).filter(u => !role.members.some(m => m.objectId === u.objectId));
        return (
          <section
            key={role.objectId}
            aria-label={`Role ${role.name}`}
            data-testid={`role-${role.name}`}
            style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem 1rem', display: 'grid', gap: '0.6rem' }}
          >
            <header style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
              <i className="pi pi-users" aria-hidden />
              <h3 style={{ margin: 0, flex: 1, fontSize: '1.05rem' }}>{role.name}</h3>
              {canEdit && (
                <>
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`Rename ${role.name}`}
                    title="Rename"
                    onClick={() => setOpen({ kind: 'rename', role })}
                  />
                  <span title={role.members.length ? PEOPLE_MESSAGES.roleHasUsers : 'Delete'}>
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      severity="danger"
                      aria-label={`Delete ${role.name}`}
                      disabled={role.members.length > 0}
                      onClick={() => setOpen({ kind: 'delete', role })}
                    />
                  </span>
                </>
              )}
            </header>
            <div>
              <strong>Permissions: </strong>
              {role.grants.length === 0
                ? 'none granted yet.'
                : role.grants.map(g => `${g.codes.map(c => PERMISSION_LABELS[c]).join(', ')} on ${g.objectName}`).join('; ')}
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' }}>
              <strong>Members:</strong>
              {role.members.length === 0 && <span>none.</span>}
              {role.members.map(m => (
                <Chip
                  key={m.objectId}
                  label={`${m.name} (${m.userId})`}
                  removable={canEdit}
                  removeIcon="pi pi-times"
                  onRemove={() => {
                    void setMembers(
                      role,
                      role.members.filter(x => x.objectId !== m.objectId).map(x => x.objectId),
                      `${m.name} removed from ${role.name}`,
                    );
                    return false; // the list is re-read from the server
                  }}
                  pt={{ removeIcon: { 'aria-label': `Remove ${m.name} from ${role.name}` } as never }}
                />
              ))}
            </div>
            {canEdit && (
              <Dropdown
                aria-label={`Add a member to ${role.name}`}
                placeholder={candidates.length ? 'Add a member…' : 'Every user is a member'}
                disabled={candidates.length === 0}
                options={candidates.map(u => ({ label: `${u.name} (${u.userId})`, value: u.objectId }))}
                value={null}
                filter
                onChange={e =>
                  void setMembers(
                    role,
                    [...role.members.map(x => x.objectId), e.value],
                    `${candidates.find(u => u.objectId === e.value)?.name} added to ${role.name}`,
                  )
                }
                style={{ maxWidth: '24rem' }}
              />
            )}
          </section>
        );
      })}
      {open?.kind === 'create' && (
        <RoleNameDialog
          parentId={node.objectId}
          initialName={list.length ? '' : DEFAULT_ROLE_NAME}
          onClose={() => setOpen(null)}
          onSaved={() => void refresh()}
        />
      )}
      {open?.kind === 'rename' && <RoleNameDialog parentId={node.objectId} role={open.role} onClose={() => setOpen(null)} onSaved={() => void refresh()} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          header={`Delete role ${open.role.name}`}
          message={`The role ${open.role.name} and the permissions granted to it are removed.`}
          confirm="Delete role"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await api.delete(API_PATHS.object, { objectId: open.role.objectId });
            notifications.success('Object removed');
            await refresh();
          }}
        />
      )}
    </div>
  );
}
