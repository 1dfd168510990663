import { describeKeyedChartWidget } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { DEFAULTS } from './defaults';
import { select } from './select';

describeKeyedChartWidget('permissions widget', { plugin, type: 'permissions', statsKey: 'byPermission', select, defaults: DEFAULTS });
