import { contributedPublicPages, defaultPage, isPublicPath, landingAfterLogin, lastPage, parsePage, publicPaths, rememberLastPage } from './routes';

const sections = [
  { route: 'dashboard', defaultTab: 'main', order: 1, needs: ['get'] },
  { route: 'discover', defaultTab: 'search', order: 2, needs: [] },
] as never[];
const settings = [{ route: '/profile' }, { route: 'contact/us' }] as never[];

describe('routes', () => {
  it("adds the contributed public pages to the core ones, which stay the core's", () => {
    const pages = [
      { id: 'a', path: '/reset-password' },
      { id: 'b', path: 'activate/' },
    ];
    expect(publicPaths(pages)).toEqual(['/', '/login', '/activate', '/on-prem-login', '/reset-password']);
    expect(isPublicPath('/reset-password/', pages)).toBe(true);
    expect(isPublicPath('/reset-password', [])).toBe(false);
    expect(contributedPublicPages(pages).map(p => p.id)).toEqual(['a']);
  });

  it('parses section and settings pages, rejects others', () => {
    expect(parsePage('/discover/search?activeNodeId=o1', sections, settings)).toEqual({
      kind: 'section',
      section: 'discover',
      tab: 'search',
      activeNodeId: 'o1',
    });
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

  it('lands on the first section the user holds the codes of: discover without get', async () => {
    expect(defaultPage(sections, 'h', ['get'])).toBe('/dashboard/main?activeNodeId=h');
    expect(defaultPage(sections, 'h', ['upd'])).toBe('/discover/search?activeNodeId=h');
    expect(defaultPage(sections, 'h')).toBe('/dashboard/main?activeNodeId=h');
    expect(await landingAfterLogin({ sections, settings, homeId: 'h', permissions: ['pol'], nodeExists: async () => true, candidates: [null] })).toBe(
      '/discover/search?activeNodeId=h',
    );
  });

  it('keeps the last page with its user: another user does not get it, a page kept while signed out is for anyone', () => {
    rememberLastPage('/profile', 'root-id');
    expect(lastPage('root-id')).toBe('/profile');
    expect(lastPage('bob-id')).toBeNull();
    rememberLastPage('/discover/search?activeNodeId=o1', null);
    expect(lastPage('bob-id')).toBe('/discover/search?activeNodeId=o1');
    localStorage.setItem('fathom.lastPage', '/profile');
    expect(lastPage('bob-id')).toBeNull();
  });
});
