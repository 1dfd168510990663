import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { SERVER_SETTINGS_DEFAULTS, serverSettingsError, type ServerSettings, type ServerSettingsProperty, type ServerSettingsSet } from '@fathom/sdk/api/tasks';
import { createTestHost, renderWithConsole, testObject } from '@fathom/sdk/testing';
import plugin from '../index';
import { SettingsEditor } from './SettingsEditor';

const box = testObject('n1', 'appagt', { name: 'Box 1', parentId: 'ou1' });
const OU = testObject('ou1', 'orgunit', { name: 'Head Office', parentId: 'c1' });

/** A server for PID_SERVER_SETTINGS of one node: own values over what it inherits, checked by the shared rules. */
async function setup(
  opts: { from?: string | null; above?: Partial<ServerSettings>; own?: Partial<ServerSettings>; node?: TreeObject; failSave?: string } = {},
) {
  const inheritedValues: ServerSettings = { ...SERVER_SETTINGS_DEFAULTS, ...opts.above };
  let own: Partial<ServerSettings> = opts.own ?? {};
  const property = (): ServerSettingsProperty => ({
    values: own,
    inherited: Object.keys(own).length === 0,
    inheritedFrom: opts.from === undefined ? 'ou1' : opts.from,
    inheritedValues,
    effective: { ...inheritedValues, ...own },
  });
  const saves: ServerSettingsSet[] = [];
  const host = await createTestHost([plugin], {
    objects: [OU, box],
    routes: {
      'GET /database/property': () => property(),
      'GET /database/object': (p: { objectId: string }) => {
        if (p.objectId === 'ou1') return OU;
        throw new ApiError('ObjectNotFound', 'Object not found.', 404);
      },
      'POST /database/property': (p: { property: ServerSettingsSet }) => {
        if (opts.failSave) throw new ApiError('ValidationError', opts.failSave, 400);
        saves.push(p.property);
        const values = p.property.inherited ? {} : (p.property.values ?? {});
        const problem = serverSettingsError(values);
        if (problem) throw new ApiError('ValidationError', problem, 400);
        own = values;
        return property();
      },
    },
  });
  renderWithConsole(<SettingsEditor node={opts.node ?? box} />, host);
  return { host, saves, notes: host.fakes.notifications };
}

const input = (key: string) => screen.getByTestId(`setting-${key}`) as HTMLInputElement;
const type = (key: string, value: string) => fireEvent.change(input(key), { target: { value } });

async function save() {
  fireEvent.click(screen.getByTestId('save-changes-save'));
  expect(await screen.findByTestId('save-changes-question')).toHaveTextContent('Save the changes to the settings of Box 1?');
  fireEvent.click(screen.getByTestId('save-changes-confirm'));
}

describe('SettingsEditor', () => {
  it('shows a progress indicator, then the inherited values disabled with where they come from', async () => {
    await setup({ above: { maxFileSize: 2 } });
    expect(screen.getByRole('progressbar')).toHaveTextContent('Loading settings');
    await waitFor(() => expect(screen.getByTestId('settings-inherited')).toHaveTextContent('Inherited from Head Office'));
    expect(screen.getByLabelText('Inherit settings')).toBeChecked();
    expect(input('maxFileSize')).toHaveValue('2');
    expect(input('maxFileSize')).toBeDisabled();
    expect(screen.getByLabelText('Indexing')).toBeDisabled();
    expect(screen.getByTestId('settings-group-processing')).toHaveTextContent('Processing');
    expect(screen.getByTestId('settings-group-resources')).toHaveTextContent('Local Dynamic Workers');
    expect(screen.getByTestId('setting-maxCPUUtilization-field')).toHaveTextContent('CPU limit%No further task starts above this CPU use. 0 = no limit.');
    expect(screen.queryByTestId('save-changes-footer')).toBeNull();
  });

  it('says Defaults when nothing above the node has own values', async () => {
    await setup({ from: null });
    expect(await screen.findByTestId('settings-inherited')).toHaveTextContent('Defaults');
    expect(screen.getByTestId('settings-inherited')).not.toHaveTextContent('Inherited from');
  });

  it('turning inheritance off edits the inherited values as own; an invalid value is named and blocks saving; saving writes them all', async () => {
    const { saves, notes } = await setup({ above: { maxFileSize: 2 } });
    fireEvent.click(await screen.findByLabelText('Inherit settings'));
    await waitFor(() => expect(input('maxFileSize')).not.toBeDisabled());
    expect(screen.queryByTestId('settings-inherited')).toBeNull();
    expect(input('maxFileSize')).toHaveValue('2');
    type('maxFileSize', '25');
    type('maxConcurrentTasks', '5');
    type('maxCPUUtilization', '150');
    expect(screen.getByText('maxCPUUtilization must be a percentage from 0 (no limit) to 100.')).toBeTruthy();
    expect(input('maxCPUUtilization')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('save-changes-save')).toBeDisabled();
    type('maxCPUUtilization', '80');
    expect(screen.queryByText(/maxCPUUtilization must be/)).toBeNull();
    expect(screen.getByTestId('save-changes-save')).not.toBeDisabled();
    await save();
    await waitFor(() => expect(notes.successes).toEqual(['Changes saved']));
    expect(saves).toEqual([{ values: { ...SERVER_SETTINGS_DEFAULTS, maxFileSize: 25, maxConcurrentTasks: 5, maxCPUUtilization: 80 } }]);
    await waitFor(() => expect(screen.queryByTestId('save-changes-footer')).toBeNull());
    expect(input('maxFileSize')).toHaveValue('25');
    expect(screen.getByLabelText('Inherit settings')).not.toBeChecked();
  });

  it('classification and OCR need indexing; the workers dropdown offers Auto, Disabled and 1 to 16', async () => {
    await setup({ own: { enableOcr: true } });
    await screen.findByTestId('policy-settings');
    expect(screen.getByLabelText('OCR')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Indexing'));
    await waitFor(() => expect(screen.getByLabelText('OCR')).toBeDisabled());
    expect(screen.getByLabelText('OCR')).not.toBeChecked();
    expect(screen.getByLabelText('Classification')).toBeDisabled();
    expect(screen.getByTestId('setting-enableOcr-field')).toHaveTextContent('Needs indexing.');
    expect(screen.getByTestId('setting-dynamicWorkers')).toHaveTextContent('Auto');
  });

  it('going back to inheriting saves inherited: true', async () => {
    const { saves } = await setup({ own: { maxFileSize: 7 } });
    expect(await screen.findByTestId('setting-maxFileSize')).toHaveValue('7');
    fireEvent.click(screen.getByLabelText('Inherit settings'));
    await waitFor(() => expect(input('maxFileSize')).toHaveValue('10'));
    await save();
    await waitFor(() => expect(saves).toEqual([{ inherited: true }]));
    await waitFor(() => expect(screen.getByTestId('settings-inherited')).toHaveTextContent('Inherited from Head Office'));
  });

  it('a server error is shown as an error toast and the draft is kept', async () => {
    const { notes } = await setup({ failSave: 'Server settings belong to nodes, not to files or folders.' });
    fireEvent.click(await screen.findByLabelText('Inherit settings'));
    type('maxFileSize', '30');
    await save();
    await waitFor(() => expect(notes.errors).toEqual(['Server settings belong to nodes, not to files or folders.']));
    expect(notes.successes).toEqual([]);
    expect(input('maxFileSize')).toHaveValue('30');
    expect(screen.getByTestId('save-changes-footer')).toBeTruthy();
  });

  it('shows the values read-only to a user without pol', async () => {
    await setup({ own: { maxFileSize: 7 }, node: { ...box, permissions: ['get'] } });
    expect(await screen.findByTestId('settings-read-only')).toBeTruthy();
    expect(input('maxFileSize')).toHaveValue('7');
    expect(input('maxFileSize')).toBeDisabled();
    expect(screen.getByLabelText('Inherit settings')).toBeDisabled();
  });

  it('shows the server message when the settings cannot be read', async () => {
    const host = await createTestHost([plugin], {
      routes: {
        'GET /database/property': () => {
          throw new ApiError('NoPermission', 'You do not have the permission get.', 403);
        },
      },
    });
    renderWithConsole(<SettingsEditor node={box} />, host);
    expect(await screen.findByTestId('settings-error')).toHaveTextContent('The settings could not be read: You do not have the permission get.');
  });
});
