import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Licence } from '@fathom/sdk/api';
import { AuthService, ConsoleEnvironment } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { anyFlagDisabled, CHECKLIST, upgradeMail } from './checklist';
import UpgradeButton from './UpgradeButton';

const FULL: Licence = {
  type: 'Enterprise',
  enableSign: true,
  enableIndex: true,
  enableClassification: true,
  enableOCR: true,
  enableAutomaticDataActions: true,
  enablePermissions: true,
  enableArtificialIntelligence: true,
  license: '',
  saasAgreement: '',
};

function setup(licence: Licence, salesEmail: string | null = 'sales@example.com') {
  const c = fakeConsole({
    properties: { PID_LICENSE: licence },
    extra: new Map<any, unknown>([
      [ConsoleEnvironment, { id: 'platform', mode: 'platform', brand: { name: 'Fathom', logo: '', primaryColor: '#000', copyright: '' } }],
      [AuthService, { config: { productName: 'Fathom', salesEmail: salesEmail ?? undefined } }],
    ]),
  });
  const went: string[] = [];
  render(c.wrap(<UpgradeButton node={null} go={u => went.push(u)} />));
  return went;
}

test('five items; the button shows only when a flag is disabled (a licence without enableReporting includes it)', () => {
  expect(CHECKLIST).toHaveLength(5);
  expect(anyFlagDisabled(FULL)).toBe(false);
  expect(anyFlagDisabled({ ...FULL, enableReporting: false })).toBe(true);
  expect(anyFlagDisabled({ ...FULL, enableOCR: false })).toBe(true);
  expect(anyFlagDisabled(undefined)).toBe(false);
});

test('the e-mail names what is missing and the licence in force', () => {
  const mail = upgradeMail({ ...FULL, enablePermissions: false }, 'Fathom', 'sales@example.com');
  expect(mail.startsWith('mailto:sales%40example.com?subject=Fathom%3A%20licence%20upgrade&body=')).toBe(true);
  expect(decodeURIComponent(mail.split('body=')[1])).toContain('(Enterprise):\n- Analyse permissions (permissions analysis)\n');
});

test('no button with every feature licensed', async () => {
  setup(FULL);
  await act(async () => {
    await new Promise(r => setTimeout(r, 50));
  });
  expect(screen.queryByTestId('licence-upgrade')).toBeNull();
});

test('the panel lists the five items, marks what is not included and offers to e-mail', async () => {
  const went = setup({ ...FULL, enableClassification: false, enableArtificialIntelligence: false });
  fireEvent.click(await screen.findByTestId('licence-upgrade'));
  await screen.findByTestId('licence-upsell');
  expect(screen.getByTestId('licence-upsell-classify').getAttribute('data-included')).toBe('false');
  expect(screen.getByTestId('licence-upsell-insight').getAttribute('data-included')).toBe('false');
  expect(screen.getByTestId('licence-upsell-index').getAttribute('data-included')).toBe('true');
  expect(screen.getByTestId('licence-upsell-email').getAttribute('href')).toContain('mailto:sales%40example.com');
  fireEvent.click(screen.getByText('See the licence'));
  expect(went).toEqual(['/license']);
});

test('without an address from the platform the mail still opens, prepared, with no recipient', async () => {
  setup({ ...FULL, enableOCR: false }, null);
  fireEvent.click(await screen.findByTestId('licence-upgrade'));
  const href = (await screen.findByTestId('licence-upsell-email')).getAttribute('href')!;
  expect(href.startsWith('mailto:?subject=Fathom%3A%20licence%20upgrade&body=')).toBe(true);
  expect(decodeURIComponent(href.split('body=')[1])).toContain('(Enterprise):\n- ');
});
