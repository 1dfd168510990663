import { describeKeyedChartWidget } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { DEFAULTS } from './defaults';
import { select } from './select';

describeKeyedChartWidget('data-by-location-name widget', { plugin, type: 'data-by-location-name', statsKey: 'byLocation', select, defaults: DEFAULTS });
