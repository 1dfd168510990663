/**
 * PostgreSQL only: what search needs there (server/search/dialect.ts).
 *
 * - Content words and phrases: idx_content gets a generated tsvector column `tsv` with a GIN index. The text is
 *   tokenised as FTS5's unicode61 tokenizer does on SQLite: every run of letters and digits is one token, anything
 *   else separates (fathom_content_words), then the text search configuration fathom_content (a copy of 'simple')
 *   lower-cases each token and drops its diacritics through unaccent (FTS5: remove_diacritics 2). A phrase is
 *   matched by the same function on the query side, so positions agree with FTS5's.
 * - Name patterns: fathom_fold(x) folds case as the project's text fold does (store/text-fold.ts likeFold: upper
 *   then lower case in the root locale, so ß is ss, ς is σ; composed), and a pg_trgm GIN index on
 *   fathom_fold(name) serves LIKE '%…%' patterns of any letters.
 * The extensions (pg_trgm, unaccent) are installed once per database in schema public (their objects are named
 * with it); the functions, the configuration and the indexes live in the store's own schema.
 */
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // Two stores migrating side by side may both try to install an extension: the loser finds it there.
  for (const ext of ['pg_trgm', 'unaccent'])
    await sql
      .raw(`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS ${ext} SCHEMA public; EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL; END $$`)
      .execute(db);
  const schemaOf = async (ext: string) =>
    (await sql<{ s: string }>`SELECT extnamespace::regnamespace::text AS s FROM pg_extension WHERE extname = ${ext}`.execute(db)).rows[0].s;
  const trgm = await schemaOf('pg_trgm');
  const unaccent = await schemaOf('unaccent');

  await sql
    .raw(
      `CREATE FUNCTION fathom_fold(x text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT replace(replace(lower(upper(normalize(x, NFC) COLLATE "und-x-icu") COLLATE "und-x-icu"), 'i̇', 'i'), 'ς', 'σ') $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION fathom_content_words(x text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT regexp_replace(x, '[^[:alnum:]]+', ' ', 'g') $$`,
    )
    .execute(db);
  await sql.raw(`CREATE TEXT SEARCH CONFIGURATION fathom_content (COPY = pg_catalog.simple)`).execute(db);
  await sql
    .raw(`ALTER TEXT SEARCH CONFIGURATION fathom_content ALTER MAPPING FOR asciiword, word, numword, uint, int WITH ${unaccent}.unaccent, simple`)
    .execute(db);
  await sql
    .raw(`ALTER TABLE idx_content ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('fathom_content'::regconfig, fathom_content_words(text))) STORED`)
    .execute(db);
  await sql.raw(`CREATE INDEX idx_content_tsv ON idx_content USING gin (tsv)`).execute(db);
  await sql.raw(`CREATE INDEX idx_entries_name_trgm ON idx_entries USING gin (fathom_fold(name) ${trgm}.gin_trgm_ops)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`DROP INDEX IF EXISTS idx_entries_name_trgm`).execute(db);
  await sql.raw(`DROP INDEX IF EXISTS idx_content_tsv`).execute(db);
  await sql.raw(`ALTER TABLE idx_content DROP COLUMN IF EXISTS tsv`).execute(db);
  await sql.raw(`DROP TEXT SEARCH CONFIGURATION IF EXISTS fathom_content`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS fathom_content_words(text)`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS fathom_fold(text)`).execute(db);
}
