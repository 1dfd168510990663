import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { mockApi, mockServices, mockTree, renderWithServices } from '@fathom/sdk/testing';
import ConsoleWidget from './Widget';

const node = (objectId: string, name: string, classId: string): TreeObject => ({ objectId, parentId: 'p', name, classId, tags: {} });
const props = { title: 'Console', size: { w: 12, h: 4 } };

/** The dashboard's part: the active node changes, the widget stays. */
function Dashboard() {
  const [active, setActive] = useState(node('a1', 'Box one', 'appagt'));
  return (
    <>
      <button type="button" onClick={() => setActive(node('a2', 'Box two', 'agent'))}>
        select Box two
      </button>
      <ConsoleWidget {...props} node={active} details={{ isContextualMode: true }} />
    </>
  );
}

function setUp(tree = mockTree()) {
  const getProperty = jest.fn(async (objectId: string) => ({ lines: [{ time: 1, text: `log of ${objectId}` }], lineNumber: 1 }));
  const post = jest.fn(async (_path: string, body: { objectId: string }) => ({ command: 'status', lines: [`status of ${body.objectId}`] }));
  return { getProperty, post, services: mockServices({ api: mockApi({ getProperty, post }), tree }).services };
}

describe('console widget, contextual mode', () => {
  it('is the console of the active collector: its log and its commands, and follows the node that becomes active', async () => {
    const s = setUp();
    renderWithServices(<Dashboard />, s.services);
    expect(await screen.findByText('log of a1')).toBeInTheDocument();
    expect(screen.getByTestId('device-console-name')).toHaveTextContent('Box one');
    fireEvent.change(screen.getByLabelText('Command'), { target: { value: 'status' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('status of a1')).toBeInTheDocument();
    expect(s.post).toHaveBeenCalledWith(
      '/database/property',
      { objectId: 'a1', propertyId: 'PID_CONSOLE', property: { consoleCommand: 'status' } },
      { suppressError: true },
    );

    fireEvent.click(screen.getByRole('button', { name: 'select Box two' }));
    expect(await screen.findByText('log of a2')).toBeInTheDocument();
    expect(screen.queryByText('log of a1')).toBeNull();
    expect(screen.getByTestId('device-console-name')).toHaveTextContent('Box two');
  });

  it('says the console is not supported when the active node is not a device', () => {
    const s = setUp();
    renderWithServices(<ConsoleWidget {...props} node={node('c1', 'Acme', 'client')} details={{ isContextualMode: true }} />, s.services);
    expect(screen.getByTestId('console-not-supported')).toBeInTheDocument();
    expect(s.getProperty).not.toHaveBeenCalled();
  });

  it('with a fixed host, shows that host whatever node is active', async () => {
    const s = setUp(mockTree([node('h1', 'Fixed host', 'appliance')]));
    renderWithServices(<ConsoleWidget {...props} node={node('c1', 'Acme', 'client')} details={{ isContextualMode: false, hostObjectId: 'h1' }} />, s.services);
    expect(await screen.findByText('log of h1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('device-console-name')).toHaveTextContent('Fixed host'));
  });
});
