/**
 * The hello area's server part: one table (a migration), one route with a payload schema, one property
 * (PID_HELLO) and one PID_STATS figure. A worked example of a server plugin; it imports only the sdk, its own
 * shared api.ts and npm packages.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { defineServerPlugin, Migrations, Properties, Routes, StatsFigures, type PlatformAccess } from '@fathom/sdk/server';
import { greetingSchema, HELLO_FIGURE, HELLO_PATHS, HELLO_PROPERTY, type Greeting, type GreetingRequest, type HelloProperty } from '../api';

const TABLE = 'hello_greetings';

interface GreetingRow {
  greeting_id: number;
  node_id: string;
  name: string;
  created_by: string;
  created_at: number;
}
const toGreeting = (r: GreetingRow): Greeting => ({
  greetingId: r.greeting_id,
  objectId: r.node_id,
  name: r.name,
  message: `Hello, ${r.name}!`,
  createdAt: r.created_at,
});

async function countOn(platform: PlatformAccess, objectId: string): Promise<number> {
  const row = await platform.store.db
    .selectFrom(TABLE)
    .select(eb => eb.fn.countAll<number>().as('n'))
    .where('node_id', '=', objectId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export default defineServerPlugin({
  id: 'hello',
  register(r) {
    r.contribute(Migrations, {
      id: '0001_greetings',
      async up(db) {
        await db.schema
          .createTable(TABLE)
          .addColumn('greeting_id', 'integer', c => c.primaryKey().autoIncrement())
          .addColumn('node_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
          .addColumn('name', 'text', c => c.notNull())
          .addColumn('created_by', 'text', c => c.notNull())
          .addColumn('created_at', 'integer', c => c.notNull())
          .execute();
        await db.schema.createIndex(`${TABLE}_node`).on(TABLE).columns(['node_id', 'created_at']).execute();
      },
    });

    r.contribute(Routes, {
      id: 'hello',
      routes: [
        {
          method: 'POST',
          path: HELLO_PATHS.greeting,
          schema: greetingSchema,
          async handler(payload: GreetingRequest, { session, platform }) {
            const viewer = session!;
            const objectId = platform.tree.resolveId(viewer, payload.objectId);
            const node = await platform.tree.getObject(viewer, objectId); // ObjectNotFound when out of reach
            if (!(node.permissions ?? []).includes('upd'))
              throw new ApiError(ERROR_NAMES.noPermission, 'You need the upd permission to leave a greeting here.');
            const row = { node_id: objectId, name: payload.name, created_by: viewer.userObjectId, created_at: Math.floor(Date.now() / 1000) };
            const { greeting_id } = await platform.store.db.insertInto(TABLE).values(row).returning('greeting_id').executeTakeFirstOrThrow();
            await platform.events.publishRoom('objects', { type: 'propertySet', objectId, data: { propertyId: HELLO_PROPERTY } }, [objectId]);
            return toGreeting({ ...row, greeting_id });
          },
        },
      ],
    });

    r.contribute(Properties, {
      propertyId: HELLO_PROPERTY,
      readNeeds: [['get']],
      async get({ objectId, platform }): Promise<HelloProperty> {
        const rows = (await platform.store.db
          .selectFrom(TABLE)
          .selectAll()
          .where('node_id', '=', objectId)
          .orderBy('created_at', 'desc')
          .orderBy('greeting_id', 'desc')
          .limit(20)
          .execute()) as GreetingRow[];
        return { count: await countOn(platform, objectId), latest: rows.map(toGreeting) };
      },
    });

    r.contribute(StatsFigures, { id: HELLO_FIGURE, compute: ({ objectId, platform }) => countOn(platform, objectId) });
  },
});
