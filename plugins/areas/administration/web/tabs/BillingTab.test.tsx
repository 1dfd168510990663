import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import type { BillingRow } from '@fathom/sdk/api/billing';
import { mockApi, mockServices, renderWithServices } from '@fathom/sdk/testing';
import BillingTab from './BillingTab';

const node: TreeObject = { objectId: 'p1', parentId: 'r', name: 'Platform', classId: 'platform', tags: {} };
const rows: BillingRow[] = [
  { clientId: 'c1', clientName: 'Acme, Inc.', month: '2026-10', files: 1200, bytes: 2048, collectors: 2, classifiedFiles: 30 },
  { clientId: 'c2', clientName: 'Demo', month: '2026-11', files: 60, bytes: 1024, collectors: 1, classifiedFiles: 4 },
];

describe('BillingTab', () => {
  it('shows a row per client and month with formatted sizes and a total row', async () => {
    const get = jest.fn(async () => ({ rows }));
    renderWithServices(<BillingTab node={node} />, mockServices({ api: mockApi({ get }) }).services);
    const acme = await screen.findByTestId('billing-Acme, Inc.-2026-10');
    expect(within(acme).getByText('1.2k')).toBeInTheDocument();
    expect(within(acme).getByText('2.00 KB')).toBeInTheDocument();
    const total = screen.getByTestId('billing-total');
    expect(total).toHaveTextContent('Total');
    expect(within(total).getByText('3.00 KB')).toBeInTheDocument();
    expect(within(total).getByText('34')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/administration/billing', expect.objectContaining({ objectId: 'p1' }));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
  it('asks for the months chosen, says when there is nothing, and refuses a reversed range', async () => {
    const get = jest.fn(async () => ({ rows: [] }));
    renderWithServices(<BillingTab node={node} />, mockServices({ api: mockApi({ get }) }).services);
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2001-01' } });
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2001-03' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/administration/billing', { objectId: 'p1', from: '2001-01', to: '2001-03' }));
    expect(await screen.findByTestId('billing-empty')).toHaveTextContent('No files were indexed from 2001-01 to 2001-03.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2001-05' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The first month must not be after the last month.');
  });
});
