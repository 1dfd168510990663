import type { Variant } from '@fathom/sdk/web';
import { writeSession } from '../session/storage';
import { startConsole } from './startConsole';

const brand = { name: 'Test', logo: '', primaryColor: '#123456', copyright: '(c) Test' };
const variant: Variant = { id: 'v', brand, mode: 'platform', plugins: [] };
const home = { objectId: 'home', classId: 'client', name: 'Home', parentId: null, tags: {} };
const node = { objectId: 'n1', classId: 'orgunit', name: 'Unit', parentId: 'home', tags: {}, ancestorIds: ['home'] };
const user = { objectId: 'u1', name: 'Ann', homeId: 'home', isActivated: true, isRoot: false, permissions: [], userId: 'ann', provider: 'integrated' };

/** The answers of the fake server, by what the request reads. */
function answer(url: URL): unknown {
  const q = url.searchParams;
  if (url.pathname.endsWith('/config')) return {};
  if (url.pathname.endsWith('/children')) return { objects: [], objectCount: 0 };
  if (q.get('propertyId') === 'PID_USERINFO') return user;
  if (q.get('propertyId')) return {};
  if (q.get('objectId') === 'n1') return node;
  return home;
}

describe('startConsole with a stored session', () => {
  const realFetch = global.fetch;
  // The console renders itself as in the browser, outside act().
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it("reads the shell's tree and the address's node while the session is still being checked", async () => {
    writeSession({ token: 't', userId: 'u1', homeId: 'home' });
    window.history.pushState({}, '', '/dashboard/main?activeNodeId=n1');
    const asked: string[] = [];
    let answerUser!: () => void;
    const userAnswered = new Promise<void>(ok => (answerUser = ok));
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console.test');
      asked.push(
        `${url.pathname.replace('/server/api/v3', '')} ${url.searchParams.get('objectId') ?? url.searchParams.get('parentId') ?? ''} ${url.searchParams.get('propertyId') ?? ''}`.trim(),
      );
      if (url.searchParams.get('propertyId') === 'PID_USERINFO') await userAnswered;
      return { ok: true, status: 200, statusText: 'OK', json: async () => ({ status: 'OK', data: answer(url) }) } as Response;
    }) as typeof fetch;

    const started = startConsole(variant, document.createElement('div'));
    await new Promise(r => setTimeout(r, 50));
    // The user has not been answered: the UI settings, the home level and the node with its path are asked already.
    expect(asked).toEqual(
      expect.arrayContaining([
        '/database/property ME PID_USERINFO',
        '/database/property home PID_UI',
        '/database/object home',
        '/database/children home',
        '/database/object n1',
      ]),
    );
    answerUser();
    await started;
  });
});
