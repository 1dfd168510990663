/**
 * Policy → Settings → Known-bad files: the node's list of known-bad SHA-256 hashes (PID_MALICIOUS_FILES), which
 * flags files with that content as malicious on the node and below it. Lines are read by the shared rules
 * (parseBadHashes): each line that is not a hash is named before saving. Users without 'pol' only read.
 */
import { useState } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import type { TreeObject } from '@fathom/sdk/api';
import { formatCount } from '@fathom/sdk/api/format';
import { badHashesProblem, formatBadHashes, parseBadHashes, type MaliciousFilesAnswer } from '@fathom/sdk/api/malicious';
import { NotificationService, PermissionService, useService } from '@fathom/sdk/web';
import { usePropertyRead, usePropertySave } from '../sources/useNodeProperties';

const PROPERTY = 'PID_MALICIOUS_FILES';
const SHOWN_INVALID = 10;
const hashes = (n: number) => `${formatCount(n)} ${n === 1 ? 'hash' : 'hashes'}`;
const isAnswer = (a: unknown): a is MaliciousFilesAnswer => typeof a === 'object' && a !== null && Array.isArray((a as MaliciousFilesAnswer).hashes);

export function BadHashesEditor({ node }: { node: TreeObject }) {
  const read = usePropertyRead<MaliciousFilesAnswer>(node.objectId, PROPERTY);
  const save = usePropertySave<{ hashes: string }>(node.objectId, PROPERTY, { cached: (_v, answer) => (isAnswer(answer) ? answer : undefined) });
  const notifications = useService(NotificationService);
  const canEdit = useService(PermissionService).can(['pol'], node);
  const [draft, setDraft] = useState<string | null>(null);

  if (read.isLoading)
    return (
      <div role="progressbar" aria-label="Loading known-bad hashes">
        <i className="pi pi-spin pi-spinner" /> Loading known-bad hashes…
      </div>
    );
  if (read.error)
    return (
      <div role="alert" data-testid="bad-hashes-error">
        The known-bad hashes could not be read: {read.error}
      </div>
    );

  const saved = read.data?.hashes ?? [];
  const savedText = formatBadHashes(saved);
  const text = draft ?? savedText;
  const parsed = parseBadHashes(text);
  const problem = badHashesProblem(parsed);
  const changed = draft !== null && (parsed.invalid.length > 0 || formatBadHashes(parsed.entries) !== savedText);

  async function persist() {
    try {
      await save.mutateAsync({ hashes: text });
    } catch (e) {
      notifications.error((e as Error).message);
      return;
    }
    notifications.success(`Known-bad hashes saved: ${hashes(parsed.entries.length)} on ${node.name}`);
    setDraft(null);
  }

  return (
    <section
      aria-labelledby="bad-hashes-title"
      data-testid="bad-hashes"
      style={{
        border: '1px solid var(--surface-border, #e2e8f0)',
        borderRadius: 8,
        padding: '1rem 1.25rem',
        background: 'var(--surface-card, #fff)',
        display: 'grid',
        gap: '0.6rem',
      }}
    >
      <h4 id="bad-hashes-title" style={{ margin: 0 }}>
        Known-bad files
      </h4>
      <p style={{ margin: 0, color: 'var(--text-color-secondary, #64748b)' }}>
        Files whose content has one of these SHA-256 hashes are flagged as malicious (Malicious files widget) on {node.name} and every node below it. One hash
        per line, optionally followed by a name; lines starting with # are notes.
      </p>
      <label htmlFor="bad-hashes-text" style={{ fontWeight: 600 }}>
        Known-bad SHA-256 hashes
      </label>
      <InputTextarea
        id="bad-hashes-text"
        data-testid="bad-hashes-text"
        rows={6}
        value={text}
        readOnly={!canEdit}
        spellCheck={false}
        placeholder={canEdit ? 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 Example dropper' : 'No hashes on this node.'}
        invalid={parsed.invalid.length > 0}
        aria-describedby="bad-hashes-count"
        style={{ fontFamily: 'monospace', width: '100%' }}
        onChange={e => setDraft(e.target.value)}
      />
      {parsed.invalid.length > 0 && (
        <ul role="alert" data-testid="bad-hashes-invalid" style={{ margin: 0, paddingLeft: '1.1rem', color: 'var(--red-600, #dc2626)' }}>
          {parsed.invalid.slice(0, SHOWN_INVALID).map(l => (
            <li key={l.line}>
              Line {l.line}: “{l.text}” is not a SHA-256 hash (64 hexadecimal digits).
            </li>
          ))}
          {parsed.invalid.length > SHOWN_INVALID && <li>… and {parsed.invalid.length - SHOWN_INVALID} more lines.</li>}
        </ul>
      )}
      <div id="bad-hashes-count" data-testid="bad-hashes-count">
        {changed ? `${hashes(parsed.entries.length)} in the edited list (not saved yet).` : `${hashes(saved.length)} on ${node.name}'s list.`}{' '}
        {hashes(read.data?.hashesInForce ?? saved.length)} in force here, with the lists of the nodes above.
      </div>
      {!canEdit && (
        <div role="note" data-testid="bad-hashes-read-only">
          <i className="pi pi-lock" aria-hidden="true" /> Changing the list needs the permission to modify policy.
        </div>
      )}
      {canEdit && changed && (
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Button type="button" label="Discard" outlined onClick={() => setDraft(null)} disabled={save.isPending} data-testid="bad-hashes-discard" />
          <Button
            type="button"
            label="Save hashes"
            icon="pi pi-save"
            onClick={() => void persist()}
            loading={save.isPending}
            disabled={!!problem}
            data-testid="bad-hashes-save"
            tooltip={problem ?? undefined}
          />
        </div>
      )}
    </section>
  );
}
