import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ApiClient, SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import SaasLicensePage from './SaasLicensePage';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

it('registers /saas-license in the support group', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'saas-license', route: 'saas-license', group: 'support' })]);
});
it('shows the SaaS agreement text of PID_LICENSE', async () => {
  const getProperty = jest.fn(async () => ({ license: 'The end-user licence text.', saasAgreement: 'The SaaS agreement text.' }));
  renderWithServices(<SaasLicensePage />, [[ApiClient, { getProperty }]]);
  expect(await screen.findByText('The SaaS agreement text.')).toBeInTheDocument();
  expect(getProperty).toHaveBeenCalledWith('HOME', 'PID_LICENSE', { infoLevel: 'full' });
});
it('says when the licence cannot be read', async () => {
  renderWithServices(<SaasLicensePage />, [
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
