import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { AuthService, SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import ChangelogPage from './ChangelogPage';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

it('registers /changelog and shows the running version with the release notes', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'changelog', route: 'changelog', group: 'support' })]);
  renderWithServices(<ChangelogPage />, [[AuthService, { config: { version: '0.1.0' } }]]);
  expect(screen.getByText('0.1.0', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Version 0.1.0' })).toBeInTheDocument();
});
