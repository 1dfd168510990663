/** Server plugin: built-in personal-data rules (global entities and national identifiers with check digits). */
import { defineServerPlugin } from '@fathom/sdk/server';
import { createPersonalDataClassifier } from './classifier';

export { createPersonalDataClassifier } from './classifier';
export type { PersonalDataOptions } from './classifier';

export default defineServerPlugin({
  id: 'personal-data',
  classifiers: [createPersonalDataClassifier()],
});
