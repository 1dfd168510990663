/**
 * The core's side of TargetCatalog (sdk/server/targets.ts): the connectors contributed to Targets, and a node's
 * target service opened for writing, its secrets opened and the policy's encryption key handed in.
 */
import { ApiError } from '@fathom/sdk/api';
import { ENCRYPTION_PROPERTY, type EncryptionKeySet } from '@fathom/sdk/api/encryption';
import { normaliseService, type SourcesProperty } from '@fathom/sdk/api/policy';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { maskServiceSecrets, openServiceSecrets, type SecretBox, type TargetCatalog, type TargetConnector } from '@fathom/sdk/server';
import { unwrapContentKey } from '@fathom/sdk/server/store-format';
import type { Store } from '../store/db';
import { readProperty } from '../http/properties/store';
import { serviceTypes } from '../tasks/sources';

const WRITING_MODES = ['Target', 'Export', 'Transform'];

export function targetCatalog(store: Store, secrets: SecretBox, connectors: readonly TargetConnector[]): TargetCatalog {
  return {
    connectors: () => connectors,
    async open(nodeId, name) {
      const types = serviceTypes();
      const services = (await readProperty<SourcesProperty>(store, nodeId, 'PID_SOURCES'))?.services ?? [];
      const found = services.map(s => normaliseService(s, types)).find(s => s.name === name.trim() && WRITING_MODES.includes(s.mode));
      if (!found) throw new ApiError(SERVICE_ERRORS.noSuchTarget, `The node has no target named ${name}.`, SERVICE_ERROR_STATUS.NoSuchTarget);
      const connector = connectors.find(c => c.type === found.type);
      if (!connector)
        throw new ApiError(SERVICE_ERRORS.notSupported, `No connector writes to ${found.type} services.`, SERVICE_ERROR_STATUS.ServiceNotSupported);
      const [opened] = openServiceSecrets([found], types, secrets);
      const params: Record<string, unknown> = { ...opened.parameters };
      // Only a Target stores content compressed and encrypted by default; an export or a transform writes it as it is.
      if (found.mode !== 'Target') {
        params.enableCompression ??= false;
        params.enableEncryption ??= false;
      }
      const key = await readProperty<EncryptionKeySet>(store, nodeId, ENCRYPTION_PROPERTY);
      if (key?.token) params.contentKey = unwrapContentKey(secrets, key.token);
      return { service: maskServiceSecrets([found], types)[0], connector, params };
    },
  };
}
