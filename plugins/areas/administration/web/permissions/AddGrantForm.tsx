/** Grants permissions to one more user or role: those a grant here reaches (PID_TRUSTEES: homed on this node's path). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { ApiClient, useService } from '@fathom/sdk/web';
import { PERMISSION_CODES, PERMISSION_LABELS, type PermissionCode, type PermissionGrant, type TreeObject } from '@fathom/sdk/api';
import type { TrusteesProperty } from '@fathom/sdk/api/people';
import { AT_LEAST_ONE } from './rules';

interface Props {
  node: TreeObject;
  exclude: string[];
  onAdd(grant: PermissionGrant & { trusteeName: string; trusteeClass?: string }): void;
}

export function AddGrantForm({ node, exclude, onAdd }: Props) {
  const api = useService(ApiClient);
  const [trusteeId, setTrusteeId] = useState<string | null>(null);
  const [codes, setCodes] = useState<PermissionCode[]>(['get']);
  const [touched, setTouched] = useState(false);
  const trustees = useQuery({
    queryKey: ['property', node.objectId, 'PID_TRUSTEES'],
    queryFn: () => api.getProperty<TrusteesProperty>(node.objectId, 'PID_TRUSTEES'),
  });
  const options = (trustees.data?.trustees ?? [])
    .filter(t => !exclude.includes(t.objectId))
    .map(t => ({ label: t.classId === 'group' ? `${t.name} (role)` : t.name, value: t.objectId }));
  const error = !trusteeId ? 'Choose a user or a role.' : codes.length === 0 ? AT_LEAST_ONE : null;

  function submit() {
    setTouched(true);
    if (error || !trusteeId) return;
    const trustee = trustees.data?.trustees.find(t => t.objectId === trusteeId);
    onAdd({ trusteeId, trusteeName: trustee?.name ?? trusteeId, trusteeClass: trustee?.classId, codes });
    setTrusteeId(null);
    setCodes(['get']);
    setTouched(false);
  }

  return (
    <fieldset
      aria-label="Grant permissions to a user or a role"
      style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem', display: 'grid', gap: '0.75rem' }}
    >
      <legend>Grant permissions to a user or a role</legend>
      <Dropdown
        inputId="grant-user"
        value={trusteeId}
        options={options}
        onChange={e => setTrusteeId(e.value)}
        placeholder={trustees.isPending ? 'Loading users and roles…' : options.length ? 'Choose a user or a role' : 'No other users or roles'}
        disabled={options.length === 0}
        aria-label="User or role"
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
