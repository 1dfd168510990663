/** The dashboard section and its tabs as plain data: the console contributes them, the server is handed them. */
import { ORGANISATION_CLASSES, type SectionDescriptor, type TabDescriptor } from '@fathom/sdk/api';

export const DASHBOARD_SECTION: SectionDescriptor = { id: 'dashboard', order: 1, classes: ORGANISATION_CLASSES, needs: ['get'] };

export const DASHBOARD_TABS: TabDescriptor[] = ['welcome', 'main', 'esg', 'it', 'status', 'events', 'information'].map((id, i) => ({
  section: 'dashboard',
  id,
  order: i + 1,
  needs: ['get'],
}));
