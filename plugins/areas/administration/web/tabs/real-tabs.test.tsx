import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Licence, PermissionsProperty, TreeObject } from '@fathom/sdk/api';
import { mockApi, mockPermissions, renderWithServices, mockServices } from '@fathom/sdk/testing';
import TagsTab, { tagKeyError } from './TagsTab';
import PermissionsTab from './PermissionsTab';
import LicensingTab from './LicensingTab';
import { removeRefusal, untickRefusal, LAST_PERMISSION, AT_LEAST_ONE } from '../permissions/rules';

const node: TreeObject = {
  objectId: 'c1',
  parentId: 'r',
  name: 'Demo',
  classId: 'client',
  tags: { activationCode: 'CABCD-12345-12345-12345', team: 'finance' },
};

describe('TagsTab', () => {
  it('shows system tags read-only and own tags removable; adds a tag with PUT', async () => {
    const s = mockServices();
    renderWithServices(<TagsTab node={node} />, s.services);
    expect(screen.getByText('(system)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tag activationCode' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag team' }));
    await waitFor(() => expect(s.api.put).toHaveBeenCalledWith('/database/object', { object: { objectId: 'c1', tags: { team: null } } }));
    await waitFor(() => expect(screen.queryByText('finance')).toBeNull());
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'state' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Field must be unique.');
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'site' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: ' Berlin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(s.api.put).toHaveBeenLastCalledWith('/database/object', { object: { objectId: 'c1', tags: { site: 'Berlin' } } }));
    expect(await screen.findByText('Berlin')).toBeInTheDocument();
    expect(s.notifications.success).toHaveBeenCalledWith('Tag added');
  });
  it('is read-only without upd', () => {
    const s = mockServices({ permissions: mockPermissions(['get', 'adm']) });
    renderWithServices(<TagsTab node={node} />, s.services);
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
  });
  it('validates keys', () => {
    expect(tagKeyError('', {})).toBe('Field is required.');
    expect(tagKeyError('a/b', {})).toBe('Field must not contain $ \\ or /.');
    expect(tagKeyError('x', { x: 1 })).toBe('Field must be unique.');
    expect(tagKeyError('ok', {})).toBeNull();
  });
});

describe('PermissionsTab', () => {
  const property: PermissionsProperty = {
    objectId: 'c1',
    grants: [
      { trusteeId: 'u1', trusteeName: 'alice', codes: ['get'] },
      { trusteeId: 'u2', trusteeName: 'bob', codes: ['get', 'upd'] },
    ],
    inherited: [{ trusteeId: 'u2', trusteeName: 'bob', codes: ['get'], fromObjectId: 'r' }],
  };
  it('reads PID_PERMISSIONS, keeps the rules, and writes the changed grants', async () => {
    const s = mockServices({ api: mockApi({ getProperty: jest.fn(async () => property) }) });
    renderWithServices(<PermissionsTab node={node} />, s.services);
    const alice = await screen.findByTestId('grant-u1');
    // alice's only code cannot be unticked, and alice (no inherited grant) cannot be removed.
    expect(within(alice).getByRole('checkbox', { name: 'alice: display info' })).toBeDisabled();
    expect(within(alice).getByRole('button', { name: 'Remove the permissions of alice' })).toBeDisabled();
    const bob = screen.getByTestId('grant-u2');
    expect(within(bob).getByRole('button', { name: 'Remove the permissions of bob' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(within(alice).getByRole('checkbox', { name: 'alice: modify policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(s.api.setProperty).toHaveBeenCalledWith('c1', 'PID_PERMISSIONS', {
        grants: [
          { trusteeId: 'u1', codes: ['get', 'pol'] },
          { trusteeId: 'u2', codes: ['get', 'upd'] },
        ],
      }),
    );
    expect(s.notifications.success).toHaveBeenCalledWith('Permissions updated');
    expect(screen.getByText('Inherited')).toBeInTheDocument();
  });
  it('rules: one code at least, last permission stays', () => {
    expect(untickRefusal({ trusteeId: 'u', codes: ['get'] }, 'get')).toBe(AT_LEAST_ONE);
    expect(untickRefusal({ trusteeId: 'u', codes: ['get', 'add'] }, 'get')).toBeNull();
    expect(removeRefusal({ trusteeId: 'u', codes: ['get'] }, { inherited: [] })).toBe(LAST_PERMISSION);
  });
});

describe('LicensingTab', () => {
  const licence: Licence = {
    type: 'Sandbox',
    validUntil: '2027-01-31',
    enableSign: true,
    enableIndex: true,
    enableClassification: true,
    enableOCR: false,
    enableAutomaticDataActions: true,
    enablePermissions: true,
    enableArtificialIntelligence: false,
    allowedAggregators: 0,
    license: 'L',
    saasAgreement: 'S',
  };
  it('shows the flags, the unlimited aggregator limit and what is not included', async () => {
    const getProperty = jest.fn(async () => licence);
    const s = mockServices({ api: mockApi({ getProperty }) });
    renderWithServices(<LicensingTab node={node} />, s.services);
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(getProperty).toHaveBeenCalledWith('c1', 'PID_LICENSE', { infoLevel: 'full' });
    expect(screen.getByTestId('licence-enableOCR')).toHaveAttribute('data-enabled', 'false');
    expect(screen.getByTestId('licence-enableIndex')).toHaveAttribute('data-enabled', 'true');
    expect(screen.getByRole('note')).toHaveTextContent('text recognition (ocr), artificial intelligence');
    expect(screen.getByText('2027-01-31')).toBeInTheDocument();
  });
  it('says when the licence cannot be read', async () => {
    const s = mockServices({
      api: mockApi({
        getProperty: jest.fn(async () => {
          throw new Error('x');
        }),
      }),
    });
    renderWithServices(<LicensingTab node={node} />, s.services);
    expect(await screen.findByText('Unable to retrieve license information')).toBeInTheDocument();
  });
});
