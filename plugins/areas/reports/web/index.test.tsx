import { render, screen } from '@testing-library/react';
import { ApiError } from '@fathom/sdk/api';
import { ConsoleTestProviders, contributionsOf, createTestHost, testObject } from '@fathom/sdk/testing';
import { Sections, Tabs } from '@fathom/sdk/web';
import { REPORT_MESSAGES } from '../api';
import { STANDARD_REPORTS } from '../standard-reports';
import plugin from './index';
import { ReportList } from './ReportList';
import { ReportTable } from './ReportTable';

const node = testObject('n1', 'client', { name: 'Acme' });
const standard = STANDARD_REPORTS.slice(0, 2).map(s => ({
  ...s,
  readonly: true,
  ownerId: null,
  nodeId: null,
  createdAt: 0,
  updatedAt: 0,
  canEdit: false,
  canDelete: false,
}));

describe('reports plugin', () => {
  it('contributes the reports section without tabs (its states are NEW, RUN and EDIT)', async () => {
    const [section] = contributionsOf(plugin, Sections);
    expect(section).toMatchObject({ id: 'reports', route: 'reports', needs: [] });
    expect(contributionsOf(plugin, Tabs)).toEqual([]);
    expect(typeof (await section.load()).default).toBe('function');
  });

  it('lists the reports of the node, read-only ones marked', async () => {
    const host = await createTestHost([plugin]);
    host.fakes.api.on('GET /reports', { reports: standard });
    render(
      <ConsoleTestProviders host={host}>
        <ReportList node={node} open={() => undefined} />
      </ConsoleTestProviders>,
    );
    expect(await screen.findByText('Data sources overview')).toBeTruthy();
    expect(screen.getAllByText('Read-only')).toHaveLength(2);
    expect(host.fakes.api.calls[0]).toMatchObject({ method: 'GET', path: '/reports', payload: { objectId: 'n1' } });
  });

  it('shows the licence upsell when reporting is not licensed', async () => {
    const host = await createTestHost([plugin]);
    host.fakes.api.on('GET /reports', () => {
      throw new ApiError('FeatureNotLicensed', REPORT_MESSAGES.notLicensed, 403);
    });
    render(
      <ConsoleTestProviders host={host}>
        <ReportList node={node} open={() => undefined} />
      </ConsoleTestProviders>,
    );
    expect(await screen.findByTestId('reports-upsell')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('E-mail us')).toBeTruthy();
  });

  it('a column of an unknown type, or a value not of its type, gives the spec’s message instead of the table', () => {
    const { rerender } = render(<ReportTable columns={[{ name: 'x', caption: 'X', type: 'VECTOR' as never }]} objects={[{ x: 1 }]} />);
    expect(screen.getByRole('alert').textContent).toBe(REPORT_MESSAGES.unknownFieldType);
    rerender(<ReportTable columns={[{ name: 'x', caption: 'X', type: 'NUMBER' }]} objects={[{ x: { a: 1 } }]} />);
    expect(screen.getByRole('alert').textContent).toBe(REPORT_MESSAGES.unknownFieldType);
    rerender(<ReportTable columns={[{ name: 'x', caption: 'Size', type: 'NUMBER' }]} objects={[{ x: 2048 }]} formats={{ x: 'size' }} />);
    expect(screen.getByRole('table').textContent).toContain('2.00 KB');
  });
});
