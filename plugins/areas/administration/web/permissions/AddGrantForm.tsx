/** Grants permissions to one more user: users are looked up under the node and its ancestors. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { ApiClient, TreeService, useService } from '@fathom/sdk/web';
import { PERMISSION_CODES, PERMISSION_LABELS, type PermissionCode, type PermissionGrant, type TreeObject } from '@fathom/sdk/api';
import { AT_LEAST_ONE } from './rules';

interface Props {
  node: TreeObject;
  exclude: string[];
  onAdd(grant: PermissionGrant & { trusteeName: string }): void;
}

export function AddGrantForm({ node, exclude, onAdd }: Props) {
  const api = useService(ApiClient);
  const tree = useService(TreeService);
  const [trusteeId, setTrusteeId] = useState<string | null>(null);
  const [codes, setCodes] = useState<PermissionCode[]>(['get']);
  const [touched, setTouched] = useState(false);
  const holders = [
    ...tree
      .pathOf(node.objectId)
      .map(n => n.objectId)
      .filter(id => id !== node.objectId),
    node.objectId,
  ];
  const users = useQuery({
    queryKey: ['users-above', node.objectId],
    queryFn: async () => {
      const lists = await Promise.all(
        holders.map(parentId =>
          api.getChildren({ parentId, options: { classIds: ['user'], objectLimit: 1000 } }).then(
            r => r.objects,
            () => [] as TreeObject[],
          ),
        ),
      );
      return lists.flat();
    },
  });
  const options = (users.data ?? []).filter(u => !exclude.includes(u.objectId)).map(u => ({ label: u.name, value: u.objectId }));
  const error = !trusteeId ? 'Choose a user.' : codes.length === 0 ? AT_LEAST_ONE : null;

  function submit() {
    setTouched(true);
    if (error || !trusteeId) return;
    onAdd({ trusteeId, trusteeName: options.find(o => o.value === trusteeId)?.label ?? trusteeId, codes });
    setTrusteeId(null);
    setCodes(['get']);
    setTouched(false);
  }

  return (
    <fieldset
      aria-label="Grant permissions to a user"
      style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem', display: 'grid', gap: '0.75rem' }}
    >
      <legend>Grant permissions to a user</legend>
      <Dropdown
        inputId="grant-user"
        value={trusteeId}
        options={options}
        onChange={e => setTrusteeId(e.value)}
        placeholder={users.isPending ? 'Loading users…' : options.length ? 'Choose a user' : 'No other users'}
        disabled={options.length === 0}
        aria-label="User"
        style={{ maxWidth: '24rem' }}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        {PERMISSION_CODES.map(c => (
          <label key={c} style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center' }}>
            <Checkbox
              inputId={`new-grant-${c}`}
              checked={codes.includes(c)}
              onChange={() => setCodes(cs => (cs.includes(c) ? cs.filter(x => x !== c) : [...cs, c]))}
            />
            {PERMISSION_LABELS[c]}
          </label>
        ))}
      </div>
      {touched && error && (
        <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
          {error}
        </small>
      )}
      <div>
        <Button type="button" label="Add" icon="pi pi-plus" outlined onClick={submit} />
      </div>
    </fieldset>
  );
}
