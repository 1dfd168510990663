/** PID_WHATS_NEXT: the what's-next card's suggestions for a node (see suggestions.ts). Reading needs 'get'. */
import { sql, type Kysely } from 'kysely';
import { ApiError, ERROR_NAMES, type Licence } from '@fathom/sdk/api';
import { defineServerPlugin, Properties, type PropertyHandler } from '@fathom/sdk/server';
import { WHATS_NEXT_PROPERTY, type WhatsNextAnswer } from '../api';
import { suggestionsFor } from './suggestions';

const ORGANISATION = ['root', 'rootclient', 'platform', 'client', 'orgunit', 'appliance', 'appagt', 'agent', 'appunit'];

export const whatsNextHandler: PropertyHandler = {
  propertyId: WHATS_NEXT_PROPERTY,
  readNeeds: [['get']],
  async get(ctx): Promise<WhatsNextAnswer> {
    if (ctx.ownerId !== ctx.objectId || !ORGANISATION.includes(ctx.object.classId))
      throw new ApiError(ERROR_NAMES.propertyNotFound, `Property ${WHATS_NEXT_PROPERTY} is kept on the nodes of the tree, not on ${ctx.objectId}.`);
    const rootId = await rootObjectId(ctx.platform.store.db);
    const licence = rootId ? await ctx.platform.properties.read<Licence>(rootId, 'PID_LICENSE') : undefined;
    return { suggestions: await suggestionsFor({ db: ctx.platform.store.db, nodeId: ctx.objectId, nodeName: ctx.object.name, licence, rootId }) };
  },
};

/** The platform's root object, where the licence is kept (the settings row holds its id as JSON text). */
async function rootObjectId(db: Kysely<any>): Promise<string | undefined> {
  const row = (await sql<{ value: string }>`SELECT value FROM settings WHERE key = 'rootObjectId'`.execute(db)).rows[0];
  if (!row) return undefined;
  try {
    const v = JSON.parse(row.value) as unknown;
    return typeof v === 'string' ? v : undefined;
  } catch {
    return row.value;
  }
}

export default defineServerPlugin({
  id: 'whats-next',
  register(r) {
    r.contribute(Properties, whatsNextHandler);
  },
});
