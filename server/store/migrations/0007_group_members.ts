/**
 * Role membership (spec 000 §6): a role is a tree object of class group; its members are users. Permissions
 * granted to a role are held by every member (server/tree/access.ts). A row goes with either object (cascade).
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('member_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'member_id'])
    .execute();
  await db.schema.createIndex('group_members_member').on('group_members').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_members').ifExists().execute();
}
