/**
 * The shell's own first reads for a restored session: the UI settings (the licence gate waits for them), the
 * tree at the home node and the node the address names. Started with the console, beside the shell's chunk and
 * the session check, instead of after the shell has mounted, where each waited for the one before. A failure is left to the shell, which reads again and
 * shows it.
 */
import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import { TreeService } from '@fathom/sdk/web/services';
import { UiSettingsToken } from '../settings/UiSettingsStore';

export async function readShellStart(services: ConsoleServices, homeId: string, nodeId: string | null): Promise<void> {
  const ui = services.get(UiSettingsToken);
  const tree = services.get(TreeService) as TreeService & { init(homeId: string, activeNodeId?: string | null): Promise<void> };
  await Promise.all([
    ui.load(homeId).catch(() => undefined),
    // The node and its ancestors are read beside the home level, so selecting it afterwards costs no request.
    tree
      .init(homeId, nodeId)
      .then(() => (nodeId ? tree.select(nodeId) : null))
      .catch(() => undefined),
  ]);
}
