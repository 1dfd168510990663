import type { TabProps } from '@fathom/sdk/web';
import { EncryptionEditor } from '../encryption/EncryptionEditor';

export default function EncryptionTab(props: TabProps) {
  return <EncryptionEditor {...props} />;
}
