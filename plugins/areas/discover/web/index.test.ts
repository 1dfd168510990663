import { expectAreaPluginContract } from '@fathom/sdk/testing';
import plugin from './index';

describe('discover plugin', () => {
  it('contributes its section and the spec tabs in order, each a lazy chunk with an info tooltip', async () => {
    await expectAreaPluginContract(plugin, 'discover', ['ask', 'search', 'browse']);
  });
});
