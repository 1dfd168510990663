import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { AuthService, NotificationService, SettingsPages } from '@fathom/sdk/web';
import plugin from './index';
import ContactPage from './ContactPage';
import { formatRequest, OFFICES, requestErrors } from './offices';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

const auth = { config: { productName: 'Fathom', version: '0.1.0' }, user: { userId: 'ada', organization: 'Demo' } };
const notifications = { success: jest.fn(), error: jest.fn(), info: jest.fn() };

it('registers /contact in the support group', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'contact', route: 'contact', group: 'support' })]);
});
it('shows one office in the USA and two in Europe', () => {
  renderWithServices(<ContactPage />, [
    [AuthService, auth],
    [NotificationService, notifications],
  ]);
  expect(screen.getByRole('article', { name: 'USA office' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Switzerland office' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Germany office' })).toBeInTheDocument();
  expect(OFFICES.filter(o => o.region === 'eu')).toHaveLength(2);
});
it('validates and prepares a support request with the product version and user', () => {
  renderWithServices(<ContactPage />, [
    [AuthService, auth],
    [NotificationService, notifications],
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Prepare request' }));
  expect(screen.getByText('Field is required.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Scan stops' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'The scan of the share stops after ten minutes every night.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Prepare request' }));
  const text = screen.getByLabelText('Prepared request').textContent!;
  expect(text).toContain('Subject: Scan stops');
  expect(text).toContain('Product: Fathom 0.1.0');
  expect(text).toContain('User: ada (Demo)');
});
it('formats and checks requests', () => {
  expect(requestErrors({ officeId: 'de', kind: 'Problem', subject: '', description: 'short' })).toEqual({
    subject: 'Field is required.',
    description: 'Field must be at least 20 characters.',
  });
  const text = formatRequest(
    { officeId: 'de', kind: 'Problem', subject: ' S ', description: ' D ' },
    { product: 'Fathom', version: '1', userId: 'u', page: '/p', browser: 'b', time: new Date(0) },
  );
  expect(text.split('\n')[0]).toBe('To: Fathom support, Germany office');
});
