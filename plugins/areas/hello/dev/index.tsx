/** The hello area alone over fake services: its section on one node, greetings kept in memory (as PID_HELLO and POST /hello/greeting would). */
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { testObject } from '@fathom/sdk/testing/fakes';
import { defineDevEntry, DevFrame, DevPart } from '@fathom/sdk/testing/dev';
import { Sections } from '@fathom/sdk/web';
import { HELLO_PATHS, HELLO_PROPERTY, type Greeting, type HelloProperty } from '../api';
import plugin from '../web';

const node: TreeObject = testObject('acme', 'client', { name: 'Acme' });

export default defineDevEntry({
  title: 'Hello area',
  plugins: [plugin],
  options: { objects: [node] },
  route: '/hello/greetings',
  setup(host) {
    const greetings: Greeting[] = ['Ada', 'Grace'].map((name, i) => ({
      greetingId: i + 1,
      objectId: node.objectId,
      name,
      message: `Hello, ${name}!`,
      createdAt: Date.UTC(2026, 10, 1 + i),
    }));
    host.fakes.api.on('GET /database/property', ({ propertyId }: { propertyId: string }): HelloProperty => {
      if (propertyId !== HELLO_PROPERTY) throw new ApiError('PropertyNotFound', `The dev harness has no ${propertyId}.`, 404);
      return { count: greetings.length, latest: [...greetings].reverse().slice(0, 20) };
    });
    host.fakes.api.on(`POST ${HELLO_PATHS.greeting}`, ({ name }: { name: string }) => {
      const g: Greeting = { greetingId: greetings.length + 1, objectId: node.objectId, name, message: `Hello, ${name}!`, createdAt: Date.now() };
      greetings.push(g);
      return g;
    });
  },
  render(host) {
    const section = host.services.contributions(Sections).find(s => s.id === 'hello');
    if (!section) throw new Error('The plugin contributes no hello section.');
    return (
      <DevFrame title={section.title} width={640} height={360}>
        <DevPart load={section.load} props={{ node, tab: section.defaultTab }} />
      </DevFrame>
    );
  },
});
