import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createToken, definePlugin, Sections, useService, type SectionProps } from '../web';
import { ApiClient, NotificationService } from '../web/services';
import { createTestHost, renderLazy, renderWithConsole, testObject } from '.';

interface Greeter {
  greet(name: string): string;
}
const Greeter = createToken<Greeter>('test.greeter');

function Hello({ node }: SectionProps) {
  const g = useService(Greeter);
  return <p>{g.greet(node.name)}</p>;
}

const plugin = definePlugin({
  id: 'hello',
  requires: { api: ApiClient, notifications: NotificationService },
  provides: [Greeter],
  register(r) {
    r.provide(Greeter, d => ({
      greet: n => {
        d.notifications.info(`greeted ${n}`);
        return `Hello, ${n}`;
      },
    }));
    r.contribute(Sections, {
      id: 'hello',
      title: 'Hello',
      icon: 'pi pi-star',
      tooltip: 'Says hello',
      order: 1,
      route: 'hello',
      load: async () => ({ default: Hello }),
    });
  },
});

describe('sdk/testing host', () => {
  it('registers a plugin over fake services and renders its section', async () => {
    const host = await createTestHost([plugin]);
    const [section] = host.services.contributions(Sections);
    await renderLazy(section.load, { node: testObject('c1', 'client', { name: 'Acme' }) }, host);
    expect(await screen.findByText('Hello, Acme')).toBeInTheDocument();
    expect(host.fakes.notifications.infos).toEqual(['greeted Acme']);
  });

  it('answers api calls from routes and records them', async () => {
    const host = await createTestHost([], { routes: { 'GET /ping': () => ({ time: 1, userId: 'u' }) } });
    function Ping() {
      const api = useService(ApiClient);
      const [t, setT] = useState(0);
      useEffect(() => {
        void api.get<{ time: number }>('/ping').then(r => setT(r.time));
      }, [api]);
      return <span>time {t}</span>;
    }
    renderWithConsole(<Ping />, host);
    await waitFor(() => expect(screen.getByText('time 1')).toBeInTheDocument());
    expect(host.fakes.api.calls).toEqual([{ method: 'GET', path: '/ping', payload: undefined }]);
    await expect(host.fakes.api.get('/nothing')).rejects.toMatchObject({ name: 'NotImplemented' });
  });
});
