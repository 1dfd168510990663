/** Property handler modules: each registers its handlers on import. Areas add one line per module. */
import './user-settings';
import './permissions';
import './node-info';
import './user-info';
import './license';
import './client-config';
import './authentication';
import './malicious-files';

export { registerPropertyHandler, propertyHandler, type PropertyHandler, type PropertyContext } from './registry';
export { propertyNotFound, readProperty, writeProperty } from './store';
