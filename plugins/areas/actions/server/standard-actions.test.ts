import { parseStatement } from '@fathom/sdk/api/search';
import { ACTION_MESSAGES, actionSettingsSchema } from '../api';
import { STANDARD_ACTIONS } from '../standard-actions';

it('the standard actions are valid settings, global, never scheduled, with statements of the search language', async () => {
  expect(STANDARD_ACTIONS.length).toBeGreaterThanOrEqual(5);
  expect(new Set(STANDARD_ACTIONS.map(a => a.id)).size).toBe(STANDARD_ACTIONS.length);
  for (const a of STANDARD_ACTIONS) {
    const { id: _id, ...settings } = a;
    if (a.action.type === 'export') {
      // The copy names no target: saved as one's own action, it needs one.
      await expect(actionSettingsSchema.validate(settings)).rejects.toThrow(ACTION_MESSAGES.needsLocation);
      await expect(actionSettingsSchema.validate({ ...settings, action: { ...settings.action, locationId: 'l1' } })).resolves.toBeTruthy();
    } else await expect(actionSettingsSchema.validate(settings)).resolves.toBeTruthy();
    expect(a.scope).toBe('global');
    expect(a.schedule.unit).toBe(4);
    expect(() => parseStatement(a.query.statement)).not.toThrow();
  }
  expect(STANDARD_ACTIONS.map(a => a.name)).toEqual(
    expect.arrayContaining(['Copy personal-data files to a target', 'List stale files older than 3 years', 'Find duplicates']),
  );
});
