/**
 * The classifier plugins this host assembles: the only place that names them. The server's plugin list
 * (plugins.ts) includes them, and `fathom classify` runs them locally.
 */
import type { Classifier, ServerPluginDefinition } from '@fathom/sdk/server';
import { classifiersOf } from '../../server/plugins/contributions';
import personalData from '../../plugins/classifiers/personal-data/server';

/** Project-relative path, for worker threads that load this module by path. */
export const CLASSIFIER_PLUGINS_ENTRY = 'host/server/classifiers.ts';

export const classifierPlugins: ServerPluginDefinition[] = [personalData];

export function hostClassifiers(): Classifier[] {
  return classifiersOf(classifierPlugins);
}

export default classifierPlugins;
