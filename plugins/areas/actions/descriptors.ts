/** The actions section as plain data: the console contributes it, the server is handed it. It has no tabs. */
import { ORGANISATION_CLASSES, type SectionDescriptor } from '@fathom/sdk/api';

export const ACTIONS_SECTION: SectionDescriptor = { id: 'actions', order: 6, classes: ORGANISATION_CLASSES, needs: ['get'] };
