/**
 * Test helper: a real store (all migrations, in memory) filled with generated index rows, plus the same rows as
 * plain objects so tests can compute expected results independently in JavaScript.
 */
import { openStore, type Store } from '../store/db';

export interface TestEntry {
  entry_id: number;
  node_id: string;
  service: string;
  class_id: 'idxcontainer' | 'idxobject';
  name: string;
  parent_path: string;
  extension: string | null;
  size: number;
  create_time: number | null;
  modify_time: number | null;
  access_time: number | null;
  store_time: number;
  os_owner: string | null;
  content_hash: string | null;
  dup_count: number;
  category: string | null;
  is_deleted: number;
  user_tags: string | null;
  mime_type: string | null;
  classifications: { classification: string; rule_id: string; confidence: number; hit_count: number }[];
  text: string | null;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['invoice', 'credit', 'card', 'bank', 'account', 'iban', 'swift', 'salary', 'contract', 'draft', 'secret', 'report', 'holiday', 'meeting'];
const EXTS = ['pdf', 'docx', 'xlsx', 'txt', 'jpg', null];
const OWNERS = ['alice', 'bob', "o'neil", null];
const DIRS = ['/data', '/data/finance', '/data/finance/2024', '/data/hr', '/home/alice', '/home/alice/docs', '/'];
export const DAY0 = Date.UTC(2024, 0, 1) / 1000;

export function generateEntries(count: number, seed = 7): TestEntry[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const out: TestEntry[] = [];
  for (let i = 1; i <= count; i++) {
    const ext = pick(EXTS);
    const base = `${pick(['Report', 'invoice', 'notes', 'IMG', 'budget_50%', 'a_b'])}-${i}`;
    const isDir = r() < 0.05;
    const classifications: TestEntry['classifications'] = [];
    if (!isDir && r() < 0.4) {
      const cls = pick(['PII', 'PCI', 'HR']);
      classifications.push({ classification: cls, rule_id: `${cls}-1`, confidence: Math.round(r() * 100) / 100, hit_count: 1 + Math.floor(r() * 5) });
      if (r() < 0.5) classifications.push({ classification: cls, rule_id: `${cls}-2`, confidence: Math.round(r() * 100) / 100, hit_count: 1 });
      if (r() < 0.3)
        classifications.push({ classification: cls === 'PII' ? 'PCI' : 'PII', rule_id: 'X-1', confidence: Math.round(r() * 100) / 100, hit_count: 2 });
    }
    const text = !isDir && r() < 0.6 ? Array.from({ length: 3 + Math.floor(r() * 12) }, () => pick(WORDS)).join(' ') : null;
    const t = (spread: number) => (r() < 0.05 ? null : DAY0 - Math.floor(r() * spread));
    out.push({
      entry_id: i,
      node_id: pick(['n1', 'n2', 'n3']),
      service: pick(['share', 'cloud']),
      class_id: isDir ? 'idxcontainer' : 'idxobject',
      name: isDir ? `dir${i}` : ext ? `${base}.${ext}` : base,
      parent_path: pick(DIRS),
      extension: isDir ? null : ext,
      size: isDir ? 0 : Math.floor(r() * 5_000_000),
      create_time: t(3 * 365 * 86400),
      modify_time: t(400 * 86400),
      access_time: t(800 * 86400),
      store_time: DAY0 + Math.floor(r() * 86400 * 3),
      os_owner: pick(OWNERS),
      content_hash: r() < 0.5 ? `h${Math.floor(r() * 40)}` : null,
      dup_count: Math.floor(r() * 3),
      category: isDir ? null : pick(['Documents', 'Images', 'Spreadsheets']),
      is_deleted: r() < 0.1 ? 1 : 0,
      user_tags: r() < 0.2 ? 'keep;legal' : null,
      mime_type: ext === 'pdf' ? 'application/pdf' : null,
      classifications,
      text,
    });
  }
  return out;
}

export async function openTestIndex(entries: TestEntry[]): Promise<Store> {
  const store = await openStore({ filename: ':memory:' });
  const db = store.sqlite;
  const insert = db.prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, parent_entry_id, name, parent_path, extension, mime_type,
    size, create_time, modify_time, access_time, store_time, os_owner, permissions, content_hash, dup_count, signature, category, is_deleted,
    extract_status, user_tags) VALUES (@entry_id, @node_id, @service, @class_id, NULL, @name, @parent_path, @extension, @mime_type, @size,
    @create_time, @modify_time, @access_time, @store_time, @os_owner, NULL, @content_hash, @dup_count, NULL, @category, @is_deleted, NULL, @user_tags)`);
  const cls = db.prepare('INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, ?, ?, ?, ?)');
  const text = db.prepare('INSERT INTO idx_content (rowid, text) VALUES (?, ?)');
  db.transaction(() => {
    for (const e of entries) {
      const { classifications, text: body, ...row } = e;
      insert.run(row);
      for (const c of classifications) cls.run(e.entry_id, c.classification, c.rule_id, c.confidence, c.hit_count);
      if (body !== null) text.run(e.entry_id, body);
    }
  })();
  return store;
}
