/**
 * The server plugins of this host: extractors, classifiers and source connectors (sdk/server
 * defineServerPlugin). Each area adds its plugins here, one line each; the server receives this list.
 */
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import { classifierPlugins } from './classifiers';
import filesys from '../../plugins/services/filesys/server';

export const serverPlugins: ServerPluginDefinition[] = [
  ...classifierPlugins,
  filesys,
];
