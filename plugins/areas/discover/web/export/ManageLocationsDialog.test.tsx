import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExportLocationsAnswer } from '@fathom/sdk/api/export-locations';
import { mockApi } from '@fathom/sdk/testing';
import { renderDiscover } from '../results/test-host';
import { ManageLocationsDialog } from './ManageLocationsDialog';

const REPORTS = { id: 'l1', name: 'Reports', type: 'filesys' as const, path: '/srv/reports', description: 'Monthly' };
const answer = (over: Partial<ExportLocationsAnswer> = {}): ExportLocationsAnswer => ({
  nodeId: 'o-client',
  inherited: false,
  isTop: false,
  inheritedFrom: 'o-root',
  inheritedFromName: 'Root',
  inheritedLocations: [{ ...REPORTS, id: 'r1', name: 'Shared' }],
  locations: [REPORTS],
  effective: [REPORTS],
  ...over,
});

function setup(opts: { locations?: ExportLocationsAnswer; post?: jest.Mock } = {}) {
  const api = mockApi({ get: jest.fn(async () => opts.locations ?? answer()), post: opts.post ?? jest.fn(async () => answer()) });
  const onClose = jest.fn();
  const r = renderDiscover(<ManageLocationsDialog objectId="o-agt" nodeName="Demo" onClose={onClose} />, { api });
  return { ...r, onClose };
}
const rows = () =>
  screen.getAllByTestId('location-row').map(r =>
    within(r)
      .getAllByRole('cell')
      .slice(0, 3)
      .map(c => c.textContent),
  );
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
async function confirmSave() {
  fireEvent.click(screen.getByTestId('save-changes-save'));
  expect((await screen.findByTestId('save-changes-question')).textContent).toBe('Save the changes to the export locations of Demo?');
  await act(async () => {
    fireEvent.click(screen.getByTestId('save-changes-confirm'));
  });
}

test('add, edit and delete locations in a draft, then save the list to the node the server named', async () => {
  const { api, notifications } = setup();
  await waitFor(() => expect(rows()).toEqual([['Reports', '/srv/reports', 'Monthly']]));
  expect(screen.queryByTestId('save-changes-footer')).toBeNull();

  fireEvent.click(screen.getByTestId('location-add'));
  fill('location-name', 'Archive');
  fill('location-path', '/srv/archive');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  expect(rows()).toEqual([
    ['Reports', '/srv/reports', 'Monthly'],
    ['Archive', '/srv/archive', ''],
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Edit Reports' }));
  expect(screen.getByTestId('location-name')).toHaveValue('Reports');
  fill('location-description', 'Every month');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  fireEvent.click(screen.getByRole('button', { name: 'Delete Archive' }));
  fireEvent.click(screen.getByTestId('location-add'));
  fill('location-name', 'Backups');
  fill('location-path', 'D:\\backups');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  expect(rows()).toEqual([
    ['Reports', '/srv/reports', 'Every month'],
    ['Backups', 'D:\\backups', ''],
  ]);

  await confirmSave();
  expect(api.post).toHaveBeenCalledWith(
    '/database/property',
    {
      objectId: 'o-client',
      propertyId: 'PID_SYSEXPORT_LOCATIONS',
      property: {
        inherited: false,
        locations: [
          { ...REPORTS, description: 'Every month' },
          { id: expect.any(String), name: 'Backups', type: 'filesys', path: 'D:\\backups', description: '' },
        ],
      },
    },
    { suppressError: true },
  );
  expect(notifications.success).toHaveBeenCalledWith('Export locations of Demo saved.');
  await waitFor(() => expect(screen.queryByTestId('save-changes-footer')).toBeNull());
});

test('the form checks with the shared rules: required, illegal symbols, unique names, absolute paths', async () => {
  setup();
  await screen.findAllByTestId('location-row');
  fireEvent.click(screen.getByTestId('location-add'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  expect(screen.getByTestId('location-error-name').textContent).toBe('Field is required.');
  expect(screen.getByTestId('location-error-path').textContent).toBe('Field is required.');
  fill('location-name', 'a$b');
  fill('location-path', 'relative/folder');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  expect(screen.getByTestId('location-error-name').textContent).toBe('Field must not contain $ \\ or /.');
  expect(screen.getByTestId('location-error-path').textContent).toBe('Field must be a valid path.');
  fill('location-name', ' reports ');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  expect(screen.getByTestId('location-error-name').textContent).toBe('Field must be unique.');
  expect(screen.queryByTestId('save-changes-footer')).toBeNull();
});

test("a refusal such as LocationNotWritable is shown and the draft kept; Discard restores the server's list", async () => {
  const post = jest.fn(async () => {
    throw Object.assign(new Error("Location 'Reports': the folder /srv/nope does not exist on the server."), { name: 'LocationNotWritable' });
  });
  setup({ post });
  await screen.findAllByTestId('location-row');
  fireEvent.click(screen.getByRole('button', { name: 'Edit Reports' }));
  fill('location-path', '/srv/nope');
  await act(async () => {
    fireEvent.click(screen.getByTestId('location-apply'));
  });
  await confirmSave();
  expect(screen.getByTestId('locations-error').textContent).toBe("LocationNotWritable: Location 'Reports': the folder /srv/nope does not exist on the server.");
  expect(rows()[0][1]).toBe('/srv/nope');
  fireEvent.click(screen.getByTestId('save-changes-discard'));
  expect(rows()[0][1]).toBe('/srv/reports');
  expect(screen.queryByTestId('locations-error')).toBeNull();
});

test('Inherit from parent shows the inherited list and saves inherited: true', async () => {
  const { api } = setup();
  await screen.findAllByTestId('location-row');
  fireEvent.click(screen.getByTestId('locations-inherit'));
  expect(screen.getByTestId('locations-inherited')).toBeTruthy();
  expect(rows()).toEqual([['Shared', '/srv/reports', 'Monthly']]);
  expect(screen.queryByTestId('location-add')).toBeNull();
  await confirmSave();
  expect(api.post).toHaveBeenCalledWith('/database/property', expect.objectContaining({ property: { inherited: true, locations: [REPORTS] } }), {
    suppressError: true,
  });
});
