/** PID_CLIENTCONFIG: a client's configuration (crossClientAccess). On a node below a client it is that client's. */
import type { ClientConfig } from '@fathom/sdk/api';
import { invalid } from '../payload';
import { registerPropertyHandler } from './registry';
import { readProperty, writeProperty } from './store';

function clientOf(ctx: { row: { client_id: string | null } }): string {
  if (!ctx.row.client_id) throw invalid('This node does not belong to a client.', 'objectId');
  return ctx.row.client_id;
}

registerPropertyHandler({
  propertyId: 'PID_CLIENTCONFIG',
  readNeeds: [['adm']],
  writeNeeds: [['adm']],
  async get(ctx): Promise<ClientConfig> {
    // Above the clients (root, platform) there is no client configuration: nothing is shared.
    if (!ctx.row.client_id) return { crossClientAccess: false };
    const stored = await readProperty<ClientConfig>(ctx.server.store, ctx.row.client_id, 'PID_CLIENTCONFIG');
    return { crossClientAccess: stored?.crossClientAccess === true };
  },
  async set(ctx, value) {
    const v = value as Partial<ClientConfig> | null;
    if (!v || typeof v !== 'object' || typeof v.crossClientAccess !== 'boolean') throw invalid('crossClientAccess must be true or false.', 'property');
    const config: ClientConfig = { crossClientAccess: v.crossClientAccess };
    await writeProperty(ctx.server.store, clientOf(ctx), 'PID_CLIENTCONFIG', config);
    return config;
  },
});
