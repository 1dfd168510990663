import { expectAreaPluginContract } from '@fathom/sdk/testing';
import plugin from './index';

describe('policy plugin', () => {
  it('contributes its section and the spec tabs in order, each a lazy chunk with an info tooltip', async () => {
    await expectAreaPluginContract(plugin, 'policy', ['sources', 'classifications', 'targets', 'integrations', 'settings', 'actions', 'encryption']);
  });
});
