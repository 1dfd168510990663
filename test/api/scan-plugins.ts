/** The server plugins scans load in tests: the filesys source (plus classifiers when assembled by the host). */
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import filesys from '../../plugins/services/filesys/server';

export const serverPlugins: ServerPluginDefinition[] = [filesys];
