import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { consoleTarget, validConsoleDetails } from './console';

const contributions = () => widgetTypesOf(plugin);

describe('console widget', () => {
  it('follows a collector node, or uses the fixed host', () => {
    expect(consoleTarget({ objectId: 'a', classId: 'agent' }, { isContextualMode: true })).toBe('a');
    expect(consoleTarget({ objectId: 'c', classId: 'client' }, {})).toBeNull();
    expect(consoleTarget({ objectId: 'c', classId: 'client' }, { isContextualMode: false, hostObjectId: 'h1' })).toBe('h1');
  });
  it('needs a host when not following the selected node', () => {
    expect(validConsoleDetails({ isContextualMode: true })).toBe(true);
    expect(validConsoleDetails({ isContextualMode: false, hostObjectId: ' ' })).toBe(false);
    const [c] = contributions();
    expect(c.valid(c.defaultDetails)).toBe(true);
  });
});
