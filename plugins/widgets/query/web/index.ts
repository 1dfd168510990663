import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { validQueryDetails } from './query';

export default definePlugin({
  id: 'widget-query',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'query',
      title: 'Query',
      defaultSize: '12x4',
      defaultDetails: { statement: '' },
      detailsSchema: [{ key: 'statement', label: 'Search statement', kind: 'text' }],
      description: 'Runs a saved search statement and lists the first results.',
      valid: validQueryDetails,
      load: () => import('./Widget'),
      preview: 'pi pi-search',
    });
  },
});
