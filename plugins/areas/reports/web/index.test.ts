import { expectPlaceholderAreaPlugin } from '@fathom/sdk/testing';
import plugin from './index';

describe('reports plugin', () => {
  it('contributes a section without tabs whose page says what will appear', async () => {
    await expectPlaceholderAreaPlugin(plugin, 'reports');
  });
});
