import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { sourceRows } from './rows';

const contributions = () => widgetTypesOf(plugin);

describe('data sources', () => {
  it('lists services by name with their include paths', () => {
    expect(
      sourceRows({
        services: [
          {
            name: 'shares',
            type: 'smb',
            mode: 'Source',
            parameters: {},
            include: [
              { path: '//srv/a/*', signing: false, index: true },
              { path: '//srv/b/*', signing: false, index: true },
            ],
            exclude: [],
          },
          { name: 'home', type: 'filesys', mode: 'Source', parameters: {}, include: [{ path: '/home', signing: false, index: true }], exclude: [] },
        ],
      }),
    ).toEqual([
      { key: '/home', collector: '', name: 'home', type: 'filesys', mode: 'Source', paths: '/home' },
      { key: '/shares', collector: '', name: 'shares', type: 'smb', mode: 'Source', paths: '//srv/a/*, //srv/b/*' },
    ]);
    expect(sourceRows(null)).toEqual([]);
    expect(sourceRows({ services: 'x' })).toEqual([]);
  });
  it('lists the sources of every collector below the node, by collector', () => {
    const home = { name: 'home', type: 'filesys', mode: 'Source', parameters: {}, include: [{ path: '/home', signing: false, index: true }], exclude: [] };
    expect(
      sourceRows({
        collectors: [
          { objectId: 'b', name: 'Box B', services: [home] },
          { objectId: 'a', name: 'Box A', services: [home] },
        ],
      }).map(r => [r.collector, r.name]),
    ).toEqual([
      ['Box A', 'home'],
      ['Box B', 'home'],
    ]);
    expect(sourceRows({ collectors: [] })).toEqual([]);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('data-sources');
    expect(c.valid({})).toBe(true);
  });
});
