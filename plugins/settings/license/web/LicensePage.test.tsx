import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ApiClient, SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import LicensePage from './LicensePage';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

it('registers /license in the support group', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'license', route: 'license', group: 'support' })]);
});
it('shows the End-user licence text of PID_LICENSE', async () => {
  const getProperty = jest.fn(async () => ({ license: 'The end-user licence text.', saasAgreement: 'The SaaS agreement text.' }));
  renderWithServices(<LicensePage />, [[ApiClient, { getProperty }]]);
  expect(await screen.findByText('The end-user licence text.')).toBeInTheDocument();
  expect(getProperty).toHaveBeenCalledWith('HOME', 'PID_LICENSE', { infoLevel: 'full' });
});
it('says when the licence cannot be read', async () => {
  renderWithServices(<LicensePage />, [
    [
      ApiClient,
      {
        getProperty: jest.fn(async () => {
          throw new Error('x');
        }),
      },
    ],
  ]);
  expect(await screen.findByText('Unable to retrieve license information')).toBeInTheDocument();
});
