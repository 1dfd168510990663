import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import ThirdPartyPage from './ThirdPartyPage';
import { THIRD_PARTY } from './packages';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

it('registers /thirdparty and lists every package with a licence', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'thirdparty', route: 'thirdparty', group: 'support' })]);
  renderWithServices(<ThirdPartyPage />, []);
  expect(screen.getAllByRole('row')).toHaveLength(THIRD_PARTY.length + 1);
  expect(screen.getByText('primereact')).toBeInTheDocument();
  for (const p of THIRD_PARTY) expect(p.licence).toMatch(/\w/);
});
