/** Permission checks of the console: the sdk/api rule, with the node's codes winning when it has any. */
import { hasPermissions, type PermissionCode, type TreeObject } from '@fathom/sdk/api';
import type { PermissionService } from '@fathom/sdk/web/services';
import type { SessionState } from '../session/SessionState';

export class DefaultPermissionService implements PermissionService {
  constructor(private readonly session: SessionState) {}

  codesFor(node: TreeObject | null): string[] {
    const own = node?.permissions;
    return own && own.length > 0 ? [...own] : [...(this.session.user?.permissions ?? [])];
  }

  can(codes: readonly string[], node: TreeObject | null): boolean {
    return hasPermissions(codes as PermissionCode[], this.session.user?.permissions, node?.permissions);
  }
}
