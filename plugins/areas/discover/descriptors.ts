/** The discover section and its tabs as plain data: the console contributes them, the server is handed them. */
import { CLASS, ORGANISATION_CLASSES, type SectionDescriptor, type TabDescriptor } from '@fathom/sdk/api';

/** Discover also shows on indexed directories (spec 000 §2). */
export const DISCOVER_SECTION: SectionDescriptor = { id: 'discover', order: 2, classes: [...ORGANISATION_CLASSES, CLASS.directory], needs: [] };

export const DISCOVER_TABS: TabDescriptor[] = ['ask', 'search', 'browse'].map((id, i) => ({ section: 'discover', id, order: i + 1, needs: [] }));
