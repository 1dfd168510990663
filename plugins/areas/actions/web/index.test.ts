import { expectPlaceholderAreaPlugin } from '@fathom/sdk/testing';
import plugin from './index';

describe('actions plugin', () => {
  it('contributes a section without tabs whose page says what will appear', async () => {
    await expectPlaceholderAreaPlugin(plugin, 'actions');
  });
});
