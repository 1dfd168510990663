/** Server plugin: built-in personal-data rules (global entities and national identifiers with check digits). */
import { defineServerPlugin, Classifiers } from '@fathom/sdk/server';
import { createPersonalDataClassifier } from './classifier';

export { createPersonalDataClassifier } from './classifier';
export type { PersonalDataOptions } from './classifier';

export default defineServerPlugin({
  id: 'personal-data',
  register(r) {
    r.contribute(Classifiers, createPersonalDataClassifier());
  },
});
