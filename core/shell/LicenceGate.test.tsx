import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type UiSettings } from '@fathom/sdk/api';
import { definePlugin } from '@fathom/sdk/web';
import { ApiClient } from '@fathom/sdk/web/services';
import { createTestHost, renderWithConsole } from '@fathom/sdk/testing';
import { UiSettingsStore, UiSettingsToken } from '../settings/UiSettingsStore';
import { LicenceGate, scrolledToEnd } from './LicenceGate';

const uiSettings = definePlugin({
  id: 'ui-settings',
  requires: { api: ApiClient },
  provides: [UiSettingsToken],
  register: r => r.provide(UiSettingsToken, d => new UiSettingsStore(d.api)),
});

async function setup(stored: UiSettings | null) {
  const saved: UiSettings[] = [];
  const host = await createTestHost([uiSettings], {
    routes: {
      'GET /database/property': (q: { propertyId: string }) => {
        if (q.propertyId === 'PID_UI') {
          if (!stored) throw new ApiError('PropertyNotFound', 'No settings.', 404);
          return stored;
        }
        return { license: 'END USER LICENCE\n\nYou may use it.', saasAgreement: 'SAAS AGREEMENT\n\nWe run it for you.' };
      },
      'POST /database/property': (b: { property: UiSettings }) => {
        saved.push(b.property);
        return null;
      },
    },
  });
  renderWithConsole(
    <LicenceGate>
      <p>console content</p>
    </LicenceGate>,
    host,
  );
  return { host, saved };
}

/** jsdom has no layout: give the text box a size and scroll it. */
function scrollTo(el: HTMLElement, top: number, height = 1000, client = 300) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: client });
  el.scrollTop = top;
  fireEvent.scroll(el);
}

describe('LicenceGate', () => {
  it('is within 20 px of the bottom', () => {
    expect(scrolledToEnd({ scrollTop: 680, scrollHeight: 1000, clientHeight: 300 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 679, scrollHeight: 1000, clientHeight: 300 })).toBe(false);
  });

  it('shows the content at once when the licence was accepted', async () => {
    await setup({ licenseAccepted: true });
    expect(await screen.findByText('console content')).toBeInTheDocument();
  });

  it('walks the SaaS agreement then the licence, each accept enabled only at the bottom, then stores acceptance', async () => {
    const { saved } = await setup(null);
    expect(await screen.findByText('SAAS AGREEMENT')).toBeInTheDocument();
    expect(screen.queryByText('console content')).toBeNull();
    const accept = screen.getByTestId('licence-accept');
    expect(accept).toBeDisabled();
    const text = screen.getByTestId('licence-text');
    scrollTo(text, 600);
    expect(accept).toBeDisabled();
    scrollTo(text, 690);
    expect(accept).not.toBeDisabled();
    await act(async () => {
      fireEvent.click(accept);
    });
    expect(await screen.findByText('END USER LICENCE')).toBeInTheDocument();
    expect(screen.getByTestId('licence-accept')).toBeDisabled();
    expect(screen.getByTestId('licence-text').scrollTop).toBe(0);
    scrollTo(screen.getByTestId('licence-text'), 700);
    await act(async () => {
      fireEvent.click(screen.getByTestId('licence-accept'));
    });
    expect(await screen.findByText('console content')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ licenseAccepted: true })]);
  });

  it('Cancel logs out and Escape does nothing', async () => {
    const { host } = await setup({ licenseAccepted: false });
    await screen.findByText('SAAS AGREEMENT');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByText('SAAS AGREEMENT')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(host.fakes.auth.user).toBeNull());
  });
});
