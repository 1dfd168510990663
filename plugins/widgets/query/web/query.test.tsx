import { render, screen } from '@testing-library/react';
import { fakeConsole, widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { resultRows, validQueryDetails } from './query';
import Widget from './Widget';

const node = { objectId: 'n', parentId: null, name: 'n', classId: 'client', tags: {} };
const contributions = () => widgetTypesOf(plugin);

describe('query widget', () => {
  it('reads objects or fileObjects of a search answer', () => {
    expect(resultRows({ objects: [{ objectId: 'e1', name: 'a.pdf', parentPath: '/docs', size: 2048 }], objectCount: 1500 })).toEqual({
      rows: [{ key: 'e1', name: 'a.pdf', path: '/docs', size: 2048 }],
      count: 1500,
    });
    expect(resultRows({ fileObjects: [{ name: 'b' }] }).rows[0]).toEqual({ key: '0', name: 'b', path: '', size: null });
    expect(resultRows(null)).toEqual({ rows: [], count: 0 });
  });
  it('shows the empty state while the server has no search service', async () => {
    const fake = fakeConsole({});
    render(fake.wrap(<Widget node={node} details={{ statement: 'SELECT name FROM STORE(HOME)' }} title="q" size={{ w: 12, h: 4 }} />));
    expect(await screen.findByTestId('widget-empty')).toHaveTextContent('once the search service is available');
  });
  it('is valid with or without a statement string', () => {
    expect(validQueryDetails({})).toBe(true);
    expect(validQueryDetails({ statement: 3 })).toBe(false);
    expect(contributions()[0].type).toBe('query');
  });
});
