import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ApiClient, SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import AuthenticationPage, { authenticatorsOf } from './AuthenticationPage';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

it('registers /authentication for administrators only', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([
    expect.objectContaining({ id: 'authentication', route: 'authentication', adminOnly: true, group: 'profiles' }),
  ]);
});
it('lists the available authenticators', async () => {
  const get = jest.fn(async () => ({ status: 'OK', data: [{ provider: 'integrated', title: 'Fathom account' }] }));
  renderWithServices(<AuthenticationPage />, [[ApiClient, { get }]]);
  expect(await screen.findByText('Fathom account')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/authentication', { command: 'available' });
  expect(screen.getByText('User name and password kept by this platform')).toBeInTheDocument();
});
it('accepts both answer shapes', () => {
  expect(authenticatorsOf([{ provider: 'x', title: 'X' }])).toHaveLength(1);
  expect(authenticatorsOf({ data: [] })).toEqual([]);
  expect(authenticatorsOf(null)).toEqual([]);
});
