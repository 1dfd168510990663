import { ORGANISATION_CLASSES, type NavigationDescriptors, type TreeObject } from '@fathom/sdk/api';
import { showsUpdateBell } from './TopBar';

const nav: NavigationDescriptors = {
  sections: [{ id: 'administration', order: 1, classes: ORGANISATION_CLASSES, needs: ['adm'] }],
  tabs: [{ section: 'administration', id: 'updates', order: 1, classes: ['root', 'platform'], needs: ['adm', 'ctl'] }],
};
const node = (classId: string): TreeObject => ({ objectId: 'n', parentId: null, name: 'N', classId, tags: {} });

describe('the update bell', () => {
  it('shows where the contributed updates tab shows: its classes and codes', () => {
    expect(showsUpdateBell(nav, node('rootclient'), ['adm', 'ctl'])).toBe(true);
    expect(showsUpdateBell(nav, node('root'), ['adm'])).toBe(false);
    expect(showsUpdateBell(nav, node('client'), ['adm', 'ctl'])).toBe(false);
    expect(showsUpdateBell(nav, null, ['adm', 'ctl'])).toBe(false);
  });
  it('does not show in a variant without the updates tab', () => {
    expect(showsUpdateBell({ sections: nav.sections, tabs: [] }, node('root'), ['adm', 'ctl'])).toBe(false);
  });
});
