/** The stored action calls as the console makes them (paths and shapes from ../api). */
import type { ApiClient } from '@fathom/sdk/web';
import {
  ACTION_PATHS,
  type ActionList,
  type ActionSettings,
  type ActionsFile,
  type DeleteAnswer,
  type DryRunAnswer,
  type RunAnswer,
  type StoredAction,
} from '../api';

export const actionsApi = (api: ApiClient, objectId: string) => ({
  list: (search?: string) => api.get<ActionList>(ACTION_PATHS.list, { objectId, ...(search ? { search } : {}) }, { suppressError: true }),
  create: (action: ActionSettings) => api.post<StoredAction>(ACTION_PATHS.action, { objectId, action }),
  update: (actionId: string, action: ActionSettings, saveMode: 'SAVE' | 'SAVE_AS' = 'SAVE') =>
    api.put<StoredAction>(ACTION_PATHS.action, { objectId, actionId, action, saveMode }),
  remove: (actionIds: string[]) => api.delete<DeleteAnswer>(ACTION_PATHS.action, { objectId, actionIds }),
  exportSettings: (actionIds: string[]) => api.get<ActionsFile>(ACTION_PATHS.exportSettings, { objectId, actionIds }),
  importFile: (file: unknown) => api.post<ActionList>(ACTION_PATHS.importFile, { objectId, file }),
  dryRun: (actionId: string) => api.post<DryRunAnswer>(ACTION_PATHS.dryRun, { objectId, actionId }),
  run: (actionId: string, extra: { dryRunId?: string; confirmation?: string } = {}) => api.post<RunAnswer>(ACTION_PATHS.run, { objectId, actionId, ...extra }),
});
export type ActionsApi = ReturnType<typeof actionsApi>;

/** Saves JSON as a file the browser downloads. */
export function saveJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
