import { describeKeyedChartWidget } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { DEFAULTS } from './defaults';
import { select } from './select';

describeKeyedChartWidget('data-owners widget', { plugin, type: 'data-owners', statsKey: 'byOwner', select, defaults: DEFAULTS });
