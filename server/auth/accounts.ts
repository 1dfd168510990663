/** The core's side of the Accounts service (sdk/server accounts.ts): users' credentials and sessions. */
import type { AccountInfo, Accounts, PluginSession } from '@fathom/sdk/server';
import type { Store } from '../store/db';
import { parseAccount } from './login';
import { verifyPassword } from './passwords';
import { phoneText, setCredentials } from '../tree/people';
import type { Session } from './session';

function digits(phone: string): string {
  return (phoneText(phone) ?? '').replace(/\D/g, '');
}

export function accountsOf(store: Store): Accounts {
  const base = () =>
    store.db
      .selectFrom('credentials')
      .innerJoin('objects', 'objects.object_id', 'credentials.user_object_id')
      .leftJoin('objects as client', 'client.object_id', 'objects.client_id')
      .select([
        'credentials.user_object_id',
        'credentials.user_id',
        'credentials.provider',
        'credentials.email',
        'credentials.phone',
        'credentials.is_activated',
        'objects.name',
        'objects.parent_id',
        'client.name as client_name',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const info = (r: Row): AccountInfo => ({
    userObjectId: r.user_object_id,
    homeId: r.parent_id ?? '',
    name: r.name,
    userId: r.user_id,
    clientName: r.client_name ?? '',
    provider: r.provider,
    email: r.email,
    phone: phoneText(r.phone),
    isActivated: r.is_activated === 1,
  });

  return {
    async byObjectId(userObjectId) {
      const row = await base().where('credentials.user_object_id', '=', userObjectId).executeTakeFirst();
      return row ? info(row) : null;
    },
    async byUserId(userId, clientName) {
      const account = parseAccount(userId, clientName);
      if (!account.userId) return [];
      const rows = (await base().where('credentials.user_id_key', '=', account.userId.toLowerCase()).execute()).map(info);
      return account.clientName ? rows.filter(r => r.clientName.toLowerCase() === account.clientName!.toLowerCase()) : rows;
    },
    async byContact({ email, phone }) {
      const wanted = email?.trim().toLowerCase();
      const wantedDigits = phone ? digits(phone) : '';
      if (!wanted && !wantedDigits) return [];
      // Contacts are few per platform and phones are stored in several shapes: compare in code.
      const rows = await base()
        .where(eb => eb.or([eb('credentials.email', 'is not', null), eb('credentials.phone', 'is not', null)]))
        .execute();
      return rows.filter(r => (wanted && r.email?.trim().toLowerCase() === wanted) || (wantedDigits && r.phone && digits(r.phone) === wantedDigits)).map(info);
    },
    async verifyPassword(userObjectId, password) {
      const row = await store.db.selectFrom('credentials').select('password_hash').where('user_object_id', '=', userObjectId).executeTakeFirst();
      return verifyPassword(row?.password_hash ?? null, password);
    },
    // One writer of credentials: the administration's (server/tree/people.ts), so a phone is stored in one shape.
    async setPassword(userObjectId, password, opts = {}) {
      await setCredentials(store, userObjectId, { password, ...(opts.activate ? { activated: true } : {}) }, { keepTokenHash: keptTokenHash(opts.keep) });
    },
    async setContact(userObjectId, { email, phone }) {
      await setCredentials(store, userObjectId, { email, phone });
    },
  };
}

/** A route's session is the core's Session, which knows its token. */
function keptTokenHash(session: PluginSession | undefined): string | undefined {
  return session ? (session as Partial<Session>).tokenHash || undefined : undefined;
}
