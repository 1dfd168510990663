/** The reports section as plain data: the console contributes it, the server is handed it. It has no tabs. */
import { CLASS, ORGANISATION_CLASSES, type SectionDescriptor } from '@fathom/sdk/api';

/** Reports also show on indexed directories (spec 000 §2). */
export const REPORTS_SECTION: SectionDescriptor = { id: 'reports', order: 5, classes: [...ORGANISATION_CLASSES, CLASS.directory], needs: [] };
