/**
 * Administration › Users: the users of the node's organisation (search, paging); create (activated or invited),
 * edit, disable and enable, reset a password, delete. The root user and one's own account are protected; a
 * disabled button says why.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { Tag } from 'primereact/tag';
import { ApiClient, AuthService, NotificationService, PermissionService, useService, type TabProps } from '@fathom/sdk/web';
import { ACCESS_PATHS, API_PATHS, type InviteResult } from '@fathom/sdk/api';
import { PEOPLE_MESSAGES, PEOPLE_PATHS, userActionRefusal, type UserAction, type UserListResponse, type UserRecord } from '@fathom/sdk/api/people';
import { ConfirmDialog } from '../people/ConfirmDialog';
import { CreateUserDialog } from '../people/CreateUserDialog';
import { EditUserDialog } from '../people/EditUserDialog';
import { td, th } from '../people/Field';
import { InvitationLinkDialog } from '../people/InvitationLinkDialog';
import { ResetPasswordDialog } from '../people/ResetPasswordDialog';

const PAGE = 20;
type Open = { kind: 'create' } | { kind: 'edit' | 'password' | 'delete'; user: UserRecord } | { kind: 'link'; user: UserRecord; result: InviteResult } | null;

export default function UsersTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const auth = useService(AuthService);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const queryKey = ['administration-users', node.objectId, search.trim(), offset];
  const users = useQuery({
    queryKey,
    queryFn: () => api.get<UserListResponse>(PEOPLE_PATHS.users, { objectId: node.objectId, search: search.trim() || undefined, offset, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['administration-users', node.objectId] });
  const canEdit = permissions.can(['adm'], node);
  const me = auth.user?.objectId ?? '';
  // An invited user has no password yet: the invitation, not an administrator, activates the account.
  const refusal = (action: UserAction, u: UserRecord) =>
    userActionRefusal(action, u, me) ?? (action === 'enable' && u.isInvited ? PEOPLE_MESSAGES.invitationPending : null);

  async function setState(u: UserRecord, activated: boolean) {
    try {
      await api.post(PEOPLE_PATHS.userState, { objectId: u.objectId, activated });
      notifications.success(activated ? `${u.name} enabled` : `${u.name} disabled`);
      await refresh();
    } catch {
      /* shown by the api client */
    }
  }

  // A new invitation: mailed when mail is set up, otherwise its link is shown for the administrator to copy.
  async function invite(u: UserRecord) {
    try {
      const result = await api.post<InviteResult>(ACCESS_PATHS.invite, { userObjectId: u.objectId });
      if (result.mailed) notifications.success(`Invitation sent to ${result.email}`);
      else setOpen({ kind: 'link', user: u, result });
    } catch {
      /* shown by the api client */
    }
  }

  const action = (label: string, icon: string, what: UserAction, u: UserRecord, run: () => void, severity?: 'danger') => {
    const reason = refusal(what, u);
    return (
      <span title={reason ?? label}>
        <Button type="button" icon={icon} text rounded severity={severity} aria-label={`${label} ${u.name}`} disabled={!canEdit || !!reason} onClick={run} />
      </span>
    );
  };

  return (
    <div data-testid="users-tab" style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <span className="p-input-icon-left" style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
          <InputText
            aria-label="Search users"
            placeholder="Search by name, user name or email"
            value={search}
            onChange={e => (setSearch(e.target.value), setOffset(0))}
            style={{ width: '100%' }}
          />
        </span>
        {canEdit && <Button type="button" label="Create user" icon="pi pi-user-plus" onClick={() => setOpen({ kind: 'create' })} />}
      </div>
      {users.isError && <p role="alert">Users could not be read: {(users.error as Error).message}</p>}
      <div style={{ overflowX: 'auto' }}>
        <table aria-label="Users" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th style={th}>Name</th>
              <th style={th}>User name</th>
              <th style={th}>Email</th>
              <th style={th}>Phone</th>
              <th style={th}>Roles</th>
              <th style={th}>State</th>
              <th style={th} />
            </tr>
          </thead>
          <tbody>
            {users.isPending && (
              <tr>
                <td colSpan={7} style={td}>
                  <i className="pi pi-spin pi-spinner" aria-label="Loading users" />
                </td>
              </tr>
            )}
            {users.data?.users.length === 0 && (
              <tr>
                <td colSpan={7} style={td}>
                  {search.trim() ? `No user matches “${search.trim()}”.` : 'No data. Users you create will be listed here.'}
                </td>
              </tr>
            )}
            {users.data?.users.map(u => (
              <tr key={u.objectId} data-testid={`user-${u.userId}`}>
                <td style={td}>
                  {u.name}
                  {u.isRoot && <Tag value="root" severity="info" style={{ marginLeft: '0.4rem' }} />}
                  {u.objectId === me && <Tag value="you" style={{ marginLeft: '0.4rem' }} />}
                </td>
                <td style={td}>{u.userId}</td>
                <td style={td}>{u.email ?? ''}</td>
                <td style={td}>{u.phone?.number ?? ''}</td>
                <td style={td}>{u.roles.map(r => r.name).join(', ')}</td>
                <td style={td}>
                  <Tag
                    value={u.isActivated ? 'Active' : u.isInvited ? 'Invited' : 'Disabled'}
                    severity={u.isActivated ? 'success' : u.isInvited ? 'warning' : 'danger'}
                  />
                </td>
                <td style={{ ...td, whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {u.isInvited && canEdit && (
                    <span title="Send the invitation again">
                      <Button type="button" icon="pi pi-send" text rounded aria-label={`Invite ${u.name}`} onClick={() => void invite(u)} />
                    </span>
                  )}
                  {action('Edit', 'pi pi-pencil', 'edit', u, () => setOpen({ kind: 'edit', user: u }))}
                  {action('Reset the password of', 'pi pi-key', 'resetPassword', u, () => setOpen({ kind: 'password', user: u }))}
                  {u.isActivated
                    ? action('Disable', 'pi pi-ban', 'disable', u, () => void setState(u, false))
                    : action('Enable', 'pi pi-check-circle', 'enable', u, () => void setState(u, true))}
                  {action('Delete', 'pi pi-trash', 'delete', u, () => setOpen({ kind: 'delete', user: u }), 'danger')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(users.data?.total ?? 0) > PAGE && <Paginator first={offset} rows={PAGE} totalRecords={users.data?.total ?? 0} onPageChange={e => setOffset(e.first)} />}
      {open?.kind === 'create' && <CreateUserDialog node={node} onClose={() => setOpen(null)} onCreated={() => void refresh()} />}
      {open?.kind === 'edit' && <EditUserDialog user={open.user} onClose={() => setOpen(null)} onSaved={() => void refresh()} />}
      {open?.kind === 'password' && <ResetPasswordDialog user={open.user} onClose={() => setOpen(null)} onSaved={() => void refresh()} />}
      {open?.kind === 'link' && <InvitationLinkDialog name={open.user.name} result={open.result} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          header={`Delete ${open.user.name}`}
          message={`${open.user.name} (${open.user.userId}) is removed with every permission granted to them.`}
          confirm="Delete user"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await api.delete(API_PATHS.object, { objectId: open.user.objectId });
            notifications.success('Object removed');
            await refresh();
          }}
        />
      )}
    </div>
  );
}
