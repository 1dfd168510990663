import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { validPersonalInfoDetails } from './personal';

export default definePlugin({
  id: 'widget-personal-info',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'personal-info',
      title: 'Personal info',
      defaultSize: '6x4',
      defaultDetails: { policyId: '' },
      detailsSchema: [{ key: 'policyId', label: 'Personal data policy (id of the node whose classifications count)', kind: 'text' }],
      description: 'Files holding the classifications of the chosen personal data policy.',
      valid: validPersonalInfoDetails,
      load: () => import('./Widget'),
      preview: 'pi pi-id-card',
    });
  },
});
