/** The policy section and its tabs as plain data: the console contributes them, the server is handed them. */
import { ORGANISATION_CLASSES, type SectionDescriptor, type TabDescriptor } from '@fathom/sdk/api';

export const POLICY_SECTION: SectionDescriptor = { id: 'policy', order: 3, classes: ORGANISATION_CLASSES, needs: ['get', 'pol'] };

export const POLICY_TABS: TabDescriptor[] = ['sources', 'classifications', 'targets', 'integrations', 'settings', 'actions', 'encryption'].map((id, i) => ({
  section: 'policy',
  id,
  order: i + 1,
  needs: ['get', 'pol'],
}));
