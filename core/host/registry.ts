/** Extension registries: filled during registration, then frozen before any plugin starts. */
import type { ExtensionPoint } from '@fathom/sdk/web/extension-points';
import { RegistryFrozenError } from './errors';

/** The id a contribution is known by: tabs are unique within their section, others by id/type/provider/path. */
export function contributionKey(point: ExtensionPoint<unknown>, c: unknown): string {
  const r = c as Record<string, unknown>;
  if (point.id === 'core.tabs') return `${String(r.section)}.${String(r.id)}`;
  const key = r.id ?? r.type ?? r.provider ?? r.path;
  return String(key);
}

export type { RecordedContribution } from '@fathom/sdk/web/plugin-set';

export class ExtensionRegistries {
  private readonly byPoint = new Map<string, unknown[]>();
  private frozen = false;

  add(point: ExtensionPoint<unknown>, contribution: unknown): void {
    if (this.frozen) throw new RegistryFrozenError(`a contribution to '${point.id}'`);
    const list = this.byPoint.get(point.id) ?? [];
    list.push(contribution);
    this.byPoint.set(point.id, list);
  }

  freeze(): void {
    for (const [id, list] of this.byPoint) {
      list.sort((a, b) => orderOf(a) - orderOf(b));
      list.forEach(c => Object.freeze(c));
      this.byPoint.set(id, Object.freeze(list) as unknown[]);
    }
    this.frozen = true;
  }

  get isFrozen(): boolean {
    return this.frozen;
  }

  list<C>(point: ExtensionPoint<C>): readonly C[] {
    return (this.byPoint.get(point.id) ?? EMPTY) as readonly C[];
  }

  points(): string[] {
    return [...this.byPoint.keys()];
  }
}

const EMPTY: readonly unknown[] = Object.freeze([]);
function orderOf(c: unknown): number {
  const o = (c as { order?: unknown }).order;
  return typeof o === 'number' ? o : Number.MAX_SAFE_INTEGER;
}
