/** Administration › Tags: the node's tags. System tags are shown read-only; own tags can be added and removed (PUT /database/object). */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, PermissionService, TreeService, useService, type TabProps } from '@fathom/sdk/web';
import { API_PATHS, FORBIDDEN_NAME_CHARS, MESSAGES, type UpdateObjectRequest } from '@fathom/sdk/api';

/** Tags the platform itself maintains (spec 000 §3): never edited here. */
export const SYSTEM_TAGS = ['activationCode', 'policy', 'state'];
export const TAG_KEY_MAX = 64;

/** Why a new tag key cannot be used, or null. */
export function tagKeyError(key: string, existing: Record<string, unknown>): string | null {
  const k = key.trim();
  if (!k) return MESSAGES.required;
  if (k.length > TAG_KEY_MAX) return MESSAGES.max(TAG_KEY_MAX);
  if (FORBIDDEN_NAME_CHARS.test(k)) return MESSAGES.illegalSymbols;
  if (SYSTEM_TAGS.includes(k) || Object.prototype.hasOwnProperty.call(existing, k)) return MESSAGES.unique;
  return null;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const keys = Object.keys(value as object);
    return keys.length ? keys.map(k => `${k}: ${JSON.stringify((value as Record<string, unknown>)[k])}`).join(', ') : '(empty)';
  }
  return String(value);
}

export default function TagsTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const permissions = useService(PermissionService);
  const [tags, setTags] = useState<Record<string, unknown>>(() => ({ ...(node.tags ?? {}) }));
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const canEdit = permissions.can(['upd'], node);
  const entries = Object.entries(tags);
  const system = entries.filter(([k]) => SYSTEM_TAGS.includes(k));
  const own = entries.filter(([k]) => !SYSTEM_TAGS.includes(k));
  const keyError = tagKeyError(key, tags);

  async function save(change: Record<string, unknown>, message: string) {
    setBusy(true);
    try {
      const body: UpdateObjectRequest = { object: { objectId: node.objectId, tags: change } };
      await api.put(API_PATHS.object, body);
      setTags(prev => {
        const next = { ...prev };
        for (const [k, v] of Object.entries(change)) {
          if (v === null) delete next[k];
          else next[k] = v;
        }
        return next;
      });
      notifications.success(message);
      void tree.refresh(node.objectId);
      return true;
    } catch {
      return false; /* the api client has already shown the error */
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    setTouched(true);
    if (keyError) return;
    if (await save({ [key.trim()]: value.trim() }, 'Tag added')) {
      setKey('');
      setValue('');
      setTouched(false);
    }
  }

  return (
    <div data-testid="tags-tab" style={{ display: 'grid', gap: '1.25rem', maxWidth: '48rem' }}>
      <table aria-label="Tags" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={th}>Tag</th>
            <th style={th}>Value</th>
            <th style={{ ...th, width: '6rem' }} />
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={3} style={td}>
                No data. Tags you add to {node.name} appear here and as badges in the tree.
              </td>
            </tr>
          )}
          {system.map(([k, v]) => (
            <tr key={k}>
              <td style={td}>
                {k} <span style={{ opacity: 0.6 }}>(system)</span>
              </td>
              <td style={td}>{describe(v)}</td>
              <td style={td} />
            </tr>
          ))}
          {own.map(([k, v]) => (
            <tr key={k}>
              <td style={td}>{k}</td>
              <td style={td}>{describe(v)}</td>
              <td style={td}>
                {canEdit && (
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    aria-label={`Remove tag ${k}`}
                    disabled={busy}
                    onClick={() => save({ [k]: null }, 'Tag removed')}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit ? (
        <form
          aria-label="Add a tag"
          onSubmit={e => {
            e.preventDefault();
            void add();
          }}
          style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <span style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor="tag-key">Tag</label>
            <InputText
              id="tag-key"
              value={key}
              onChange={e => setKey(e.target.value)}
              onBlur={() => setTouched(true)}
              invalid={touched && !!keyError}
              aria-describedby="tag-key-error"
            />
            {touched && keyError && (
              <small id="tag-key-error" role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
                {keyError}
              </small>
            )}
          </span>
          <span style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor="tag-value">Value</label>
            <InputText id="tag-value" value={value} onChange={e => setValue(e.target.value)} maxLength={256} />
          </span>
          <Button type="submit" label="Add tag" icon="pi pi-plus" disabled={busy} style={{ marginTop: '1.4rem' }} />
        </form>
      ) : (
        <p>You can read the tags of this node; changing them needs the update permission.</p>
      )}
    </div>
  );
}

const th = { textAlign: 'left' as const, padding: '0.5rem', borderBottom: '2px solid var(--surface-border, #e2e8f0)' };
const td = { padding: '0.5rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)', wordBreak: 'break-word' as const };
