import { landingAfterLogin, parsePage } from './routes';

const sections = [{ route: 'dashboard', defaultTab: 'main' }, { route: 'discover', defaultTab: 'search' }] as never[];
const settings = [{ route: '/profile' }, { route: 'contact/us' }] as never[];

describe('routes', () => {
  it('parses section and settings pages, rejects others', () => {
    expect(parsePage('/discover/search?activeNodeId=o1', sections, settings)).toEqual({ kind: 'section', section: 'discover', tab: 'search', activeNodeId: 'o1' });
    expect(parsePage('/contact/us', sections, settings)).toMatchObject({ kind: 'settings', settings: '/contact/us' });
    expect(parsePage('/login', sections, settings)).toBeNull();
    expect(parsePage('/policy/sources', sections, settings)).toBeNull();
  });

  it('restores the last page when valid and its node exists, otherwise the dashboard on home', async () => {
    const nodeExists = async (id: string) => id === 'o1';
    const base = { sections, settings, homeId: 'h', nodeExists };
    expect(await landingAfterLogin({ ...base, candidates: ['/discover/browse?activeNodeId=o1'] })).toBe('/discover/browse?activeNodeId=o1');
    expect(await landingAfterLogin({ ...base, candidates: ['/discover/browse?activeNodeId=gone'] })).toBe('/dashboard/main?activeNodeId=h');
    expect(await landingAfterLogin({ ...base, candidates: ['/nowhere', null] })).toBe('/dashboard/main?activeNodeId=h');
    expect(await landingAfterLogin({ ...base, candidates: ['/profile'] })).toBe('/profile');
  });
});
