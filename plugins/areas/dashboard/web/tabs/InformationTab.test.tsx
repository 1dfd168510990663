import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { NodeInfo, TreeObject } from '@fathom/sdk/api';
import { mockApi, renderWithServices, mockServices } from '@fathom/sdk/testing';
import InformationTab from './InformationTab';
import { safeWelcomeUrl } from './WelcomeTab';

const node: TreeObject = { objectId: 'u1', parentId: 'c1', name: 'Head Office', classId: 'orgunit', tags: {} };

describe('InformationTab', () => {
  it('shows PID_NODEINFO of the node', async () => {
    const info: NodeInfo = {
      objectId: 'u1',
      classId: 'orgunit',
      name: 'Head Office',
      path: '/Demo/Head Office',
      parentId: 'c1',
      childrenCount: 3,
      childrenByClass: { appagt: 1, orgunit: 2 },
      isOnline: true,
      createdAt: Date.UTC(2024, 0, 2, 3, 4, 5),
      updatedAt: Date.UTC(2024, 0, 2, 3, 4, 5),
    };
    const getProperty = jest.fn(async () => info);
    const s = mockServices({ api: mockApi({ getProperty }) });
    renderWithServices(<InformationTab node={node} />, s.services);
    expect(await screen.findByText('/Demo/Head Office')).toBeInTheDocument();
    expect(getProperty).toHaveBeenCalledWith('u1', 'PID_NODEINFO');
    expect(screen.getByText('Organisational unit')).toBeInTheDocument();
    expect(screen.getByText('Aggregator-collector: 1')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });
  it('explains a failure', async () => {
    const s = mockServices({
      api: mockApi({
        getProperty: jest.fn(async () => {
          throw new Error('Object not found.');
        }),
      }),
    });
    renderWithServices(<InformationTab node={node} />, s.services);
    expect(await screen.findByText('Object not found.')).toBeInTheDocument();
  });
});

describe('safeWelcomeUrl', () => {
  it('embeds only http(s) addresses', () => {
    expect(safeWelcomeUrl('https://example.org/welcome')).toBe('https://example.org/welcome');
    expect(safeWelcomeUrl('javascript:alert(1)')).toBeNull();
    expect(safeWelcomeUrl(undefined)).toBeNull();
  });
});
