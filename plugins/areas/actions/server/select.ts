/**
 * The files an action's statement selects, read through the core's search engine (the same path as Discover and
 * Reports): the statement's STORE, WHERE and content conditions and LIMIT are kept, its columns are replaced by
 * what an action needs, deleted entries are left out, and STORE(HOME) is the node it runs on. Each file is matched
 * to the source it was scanned from (the collector's PID_SOURCES): an action acts on files of local folder (filesys)
 * sources, inside one of their include paths; any other file is counted as unsupported and left alone.
 */
import { relative, resolve, sep } from 'node:path';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { findFunction, parseStatement, printStatement, type Expr, type SelectItem } from '@fathom/sdk/api/search';
import type { PlatformAccess, PluginSession } from '@fathom/sdk/server';
import { ACTION_MAX_FILES, ACTION_MESSAGES, ACTION_STORE } from '../api';
import type { ActionDeps } from './services';

export interface SelectedFile {
  objectId: string;
  path: string;
  size: number;
  service: string;
  collectorId: string;
  duplicates: number;
  classifications: string[];
  /** The include path of a filesys source it lies under; absent: the action cannot act on it. */
  root?: string;
}

const COLUMNS = ['objectId', 'linNativePath', 'size', 'service', 'dupCount', 'applianceNodeObjectId', 'classification'];
const PAGE = 1000;

function hasAggregate(e: Expr | undefined): boolean {
  if (!e) return false;
  switch (e.type) {
    case 'call':
      return findFunction(e.name)?.kind === 'aggregate' || e.args.some(hasAggregate);
    case 'arith':
    case 'compare':
      return hasAggregate(e.left) || hasAggregate(e.right);
    case 'and':
    case 'or':
      return e.operands.some(hasAggregate);
    case 'not':
      return hasAggregate(e.operand);
    default:
      return false;
  }
}

/** The statement the action runs on nodeId: its conditions, the action's columns, live files only. */
export function selectionStatement(statement: string, nodeId: string): string {
  const ast = parseStatement(statement);
  const items = ast.columns.filter((c): c is Extract<SelectItem, { type: 'expr' }> => c.type === 'expr');
  if (ast.groupBy.length || ast.having || items.some(c => hasAggregate(c.expr))) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.groupedStatement);
  const live: Expr = { type: 'compare', op: '=', left: { type: 'column', name: 'isDeleted' }, right: { type: 'literal', value: false } };
  return printStatement(
    {
      ...ast,
      distinct: false,
      columns: COLUMNS.map(name => ({ type: 'expr', expr: { type: 'column', name } })),
      store: ast.store.trim().toUpperCase() === ACTION_STORE ? nodeId : ast.store,
      where: ast.where ? { type: 'and', operands: [ast.where, live] } : live,
      orderBy: [{ expr: { type: 'column', name: 'objectId' }, direction: 'asc' }],
    },
    { form: 'machine' },
  );
}

interface FilesysService {
  name: string;
  type: string;
  include?: { path: string }[];
}

/** The include roots of each filesys source of a collector, by service name. */
async function filesysRoots(platform: PlatformAccess, collectorId: string): Promise<Map<string, string[]>> {
  const sources = await platform.properties.read<{ services?: FilesysService[] }>(collectorId, 'PID_SOURCES');
  const out = new Map<string, string[]>();
  for (const s of Array.isArray(sources?.services) ? sources.services : [])
    if (s?.type === 'filesys' && Array.isArray(s.include))
      out.set(
        s.name,
        s.include.map(i => resolve(i.path)),
      );
  return out;
}

/** The include root path lies in (path itself resolved, so '..' cannot climb out), or undefined. */
export function rootOf(path: string, roots: readonly string[]): string | undefined {
  const full = resolve(path);
  return roots.find(r => {
    const rel = relative(r, full);
    return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`..${sep}`);
  });
}

/** Every file the statement selects on nodeId, once each, with its source root when the action can act on it. */
export async function selectFiles(
  platform: PlatformAccess,
  deps: ActionDeps,
  viewer: PluginSession,
  statement: string,
  nodeId: string,
  signal?: AbortSignal,
): Promise<{ statement: string; files: SelectedFile[] }> {
  const machine = selectionStatement(statement, nodeId);
  const byId = new Map<string, SelectedFile>();
  for (let offset = 0; ; offset += PAGE) {
    signal?.throwIfAborted();
    const page = await deps.search.queryPage(viewer, machine, nodeId, { offset, limit: PAGE });
    for (const o of page.objects) {
      const id = String(o.objectId);
      let f = byId.get(id);
      if (!f) {
        if (byId.size >= ACTION_MAX_FILES) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.tooManyFiles(ACTION_MAX_FILES));
        f = {
          objectId: id,
          path: String(o.linNativePath ?? ''),
          size: Number(o.size ?? 0),
          service: String(o.service ?? ''),
          collectorId: String(o.applianceNodeObjectId ?? ''),
          duplicates: Number(o.dupCount ?? 0),
          classifications: [],
        };
        byId.set(id, f);
      }
      if (typeof o.classification === 'string' && o.classification && !f.classifications.includes(o.classification)) f.classifications.push(o.classification);
    }
    if (page.objects.length < PAGE) break;
  }
  const files = [...byId.values()];
  const roots = new Map<string, Map<string, string[]>>();
  for (const f of files) {
    if (!f.collectorId || !f.path) continue;
    if (!roots.has(f.collectorId)) roots.set(f.collectorId, await filesysRoots(platform, f.collectorId));
    const serviceRoots = roots.get(f.collectorId)!.get(f.service);
    if (serviceRoots) f.root = rootOf(f.path, serviceRoots);
  }
  return { statement: deps.search.validate(machine).statement, files };
}
