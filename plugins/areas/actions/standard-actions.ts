/**
 * The standard actions shipped with the product (spec 001 §3 read-only actions): global and read-only, each one
 * statement of the search language over the index of the node it is run on (STORE(HOME)). They cannot be overwritten
 * (Save as makes an editable copy) and a delete skips them. The ones that only count (action none) run as they are;
 * the copy names no target, so it is a dry run first: its impact shows what a copy would take, and a copy saved with
 * an export location or target runs it.
 */
import { NO_SCHEDULE, type ActionSettings } from './api';

export interface StandardAction extends ActionSettings {
  id: string;
}

const standard = (id: string, name: string, description: string, where: string, action: ActionSettings['action']['type'] = 'none'): StandardAction => ({
  id,
  name,
  description,
  scope: 'global',
  query: { queryMode: 'bySELECT', statement: `SELECT * FROM STORE(HOME) WHERE ${where}` },
  action: { type: action, conflict: 'skip' },
  schedule: NO_SCHEDULE,
});

export const STANDARD_ACTIONS: readonly StandardAction[] = [
  standard(
    'standard-copy-personal-data',
    'Copy personal-data files to a target',
    'Dry run first: the files holding personal data (any classification), their bytes and hits. Save as your own action with an export location or target to copy them there.',
    'classification IS NOT NULL',
    'export',
  ),
  standard('standard-stale-3-years', 'List stale files older than 3 years', 'Files not modified for more than 3 years.', 'modifyTime < YEARS_AGO(3)'),
  standard('standard-not-accessed-5-years', 'List files not accessed for 5 years', 'Files nobody opened for more than 5 years.', 'accessTime < YEARS_AGO(5)'),
  standard(
    'standard-duplicates',
    'Find duplicates',
    'Files whose content is held more than once; the dry run shows the space a clean-up would save.',
    'dupCount > 0',
  ),
  standard('standard-large-files', 'List large files over 1 GB', 'Files of more than 1 GB (1024-based).', 'size > 1073741824'),
];
export const STANDARD_ACTION_IDS: readonly string[] = STANDARD_ACTIONS.map(a => a.id);
