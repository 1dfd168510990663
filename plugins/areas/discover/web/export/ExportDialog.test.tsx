import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExportLocationsAnswer } from '@fathom/sdk/api/export-locations';
import { mockApi } from '@fathom/sdk/testing';
import { renderDiscover } from '../results/test-host';
import { ExportDialog } from './ExportDialog';

const answer = (over: Partial<ExportLocationsAnswer> = {}): ExportLocationsAnswer => ({
  nodeId: 'o-client',
  inherited: false,
  isTop: false,
  inheritedFrom: null,
  inheritedFromName: '',
  inheritedLocations: [],
  locations: [],
  effective: [
    { id: 'l1', name: 'Reports', type: 'filesys', path: '/srv/reports', description: 'Monthly' },
    { id: 'l2', name: 'Archive', type: 'filesys', path: '/srv/archive', description: '' },
  ],
  ...over,
});

function setup(opts: { codes?: string[]; locations?: ExportLocationsAnswer; post?: jest.Mock } = {}) {
  const api = mockApi({
    get: jest.fn(async () => opts.locations ?? answer()),
    post: opts.post ?? jest.fn(async () => ({ path: '/srv/archive/june.csv', fileName: 'june.csv', size: 120, rows: 2, locationId: 'l2' })),
  });
  const onClose = jest.fn();
  const r = renderDiscover(<ExportDialog searchId="s1" objectCount={2} selectedIds={[]} orderBy={null} onClose={onClose} nodeId="o-agt" />, {
    api,
    codes: opts.codes,
  });
  return { ...r, onClose };
}

test('Download stays the default and asks for no locations', async () => {
  const { api } = setup();
  expect(screen.getByTestId('export-to-download')).toBeChecked();
  expect(screen.queryByTestId('export-location-part')).toBeNull();
  expect(api.get).not.toHaveBeenCalled();
});

test('Save to a location sends the chosen location, file name and overwrite, and reports the path', async () => {
  const { api, notifications, onClose } = setup();
  fireEvent.click(screen.getByTestId('export-to-location'));
  await waitFor(() => expect(screen.getByTestId('export-location')).toHaveValue('l1'));
  expect(api.get).toHaveBeenCalledWith('/database/property', { objectId: 'o-agt', propertyId: 'PID_SYSEXPORT_LOCATIONS' }, { suppressError: true });
  expect(screen.getByTestId('export-location-path').textContent).toBe('/srv/reports — Monthly');
  fireEvent.change(screen.getByTestId('export-format'), { target: { value: 'csv' } });
  fireEvent.change(screen.getByTestId('export-location'), { target: { value: 'l2' } });
  fireEvent.change(screen.getByTestId('export-file-name'), { target: { value: ' june ' } });
  fireEvent.click(screen.getByTestId('export-overwrite'));
  expect(screen.getByTestId('export-run').textContent).toBe('Save');
  await act(async () => {
    fireEvent.click(screen.getByTestId('export-run'));
  });
  expect(api.post).toHaveBeenCalledWith(
    '/database/export',
    { searchId: 's1', format: 'csv', objectId: 'o-agt', locationId: 'l2', fileName: 'june', options: { overwrite: true } },
    { suppressError: true },
  );
  expect(notifications.success).toHaveBeenCalledWith('Saved 2 results to /srv/archive/june.csv.');
  expect(onClose).toHaveBeenCalled();
});

test('a file name with folders is refused before sending; a server refusal is shown in the dialog', async () => {
  const post = jest.fn(async () => {
    throw Object.assign(new Error("june.csv already exists in 'Reports'; choose another name or overwrite it."), { name: 'FileExists' });
  });
  const { onClose } = setup({ post });
  fireEvent.click(screen.getByTestId('export-to-location'));
  await waitFor(() => expect(screen.getByTestId('export-location')).toHaveValue('l1'));
  fireEvent.change(screen.getByTestId('export-file-name'), { target: { value: '../up.csv' } });
  expect(screen.getByTestId('export-file-name-error').textContent).toMatch(/must not contain folders/);
  expect(screen.getByTestId('export-run')).toBeDisabled();
  fireEvent.change(screen.getByTestId('export-file-name'), { target: { value: 'june.csv' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('export-run'));
  });
  expect(screen.getByRole('alert').textContent).toBe("Export to XLSX failed: june.csv already exists in 'Reports'; choose another name or overwrite it.");
  expect(onClose).not.toHaveBeenCalled();
});

test('with no locations nothing can be saved; Manage locations needs adm', async () => {
  setup({ locations: answer({ effective: [] }), codes: ['get'] });
  fireEvent.click(screen.getByTestId('export-to-location'));
  await screen.findByTestId('export-no-locations');
  expect(screen.getByTestId('export-run')).toBeDisabled();
  expect(screen.queryByTestId('export-manage-locations')).toBeNull();
});

test('Manage locations opens the manager in place of the export dialog and comes back', async () => {
  setup();
  fireEvent.click(screen.getByTestId('export-to-location'));
  fireEvent.click(await screen.findByTestId('export-manage-locations'));
  await screen.findByTestId('locations-dialog');
  expect(screen.queryByTestId('export-dialog')).toBeNull();
  fireEvent.click(await screen.findByTestId('locations-close'));
  await screen.findByTestId('export-dialog');
  expect(screen.getByTestId('export-to-location')).toBeChecked();
});
