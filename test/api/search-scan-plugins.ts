/** Server plugins for search API scans: the filesys source and the personal-data classifier. */
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import filesys from '../../plugins/services/filesys/server';
import personalData from '../../plugins/classifiers/personal-data/server';

export const serverPlugins: ServerPluginDefinition[] = [filesys, personalData];
