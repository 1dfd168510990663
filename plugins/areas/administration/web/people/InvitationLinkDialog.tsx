/**
 * The activation link of an invited user when it could not be mailed (mail not set up, or no e-mail address):
 * the administrator copies it and hands it to the user.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ACCESS_MESSAGES, type InviteResult } from '@fathom/sdk/api';

export function InvitationLinkDialog({ name, result, onClose }: { name: string; result: InviteResult; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const link = result.link ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false); // the field stays selected for a manual copy
    }
  };
  return (
    <Dialog
      visible
      modal
      header={`Invitation link for ${name}`}
      onHide={onClose}
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={<Button type="button" label="Close" onClick={onClose} />}
    >
      <p style={{ marginTop: 0 }}>
        {result.email ? ACCESS_MESSAGES.mailNotConfigured : 'This user has no e-mail address.'} Copy this link and give it to the user: it activates the account
        once, until {new Date(result.expiresAt).toLocaleString()}.
      </p>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <InputText aria-label="Invitation link" value={link} readOnly onFocus={e => e.currentTarget.select()} style={{ flex: 1 }} />
        <Button type="button" icon={copied ? 'pi pi-check' : 'pi pi-copy'} label={copied ? 'Copied' : 'Copy'} onClick={() => void copy()} />
      </div>
    </Dialog>
  );
}
