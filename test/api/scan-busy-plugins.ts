/** A filesys source whose walk starts late (parameters.delayMs): the scan runs, writing nothing, for that long. */
import { defineServerPlugin, Sources, type ServerPluginDefinition, type SourceConnector, type WalkListing } from '@fathom/sdk/server';
import { filesysConnector } from '../../plugins/services/filesys/server';

const slowConnector: SourceConnector = {
  ...filesysConnector,
  type: 'slowfs',
  async *walk(params, include, exclude, signal): AsyncIterable<WalkListing> {
    await new Promise(res => setTimeout(res, Number(params.delayMs) || 0));
    yield* filesysConnector.walk(params, include, exclude, signal) as AsyncIterable<WalkListing>;
  },
};

const slowFilesys = defineServerPlugin({
  id: 'test-slow-filesys',
  register(r) {
    r.contribute(Sources, slowConnector);
  },
});

export const serverPlugins: ServerPluginDefinition[] = [slowFilesys];
