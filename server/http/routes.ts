/** Every route module of /server/api/v3, mounted in this order. Areas add one line per module. */
import type { RouteModule } from './context';
import { eventRoutes } from './event-routes';
import { objectRoutes } from './object-routes';
import { propertyRoutes } from './property-routes';
import { sessionRoutes } from './session-routes';
import { controlRoutes } from './control';
import { taskRoutes } from './tasks';
import { statsRoutes } from './stats';
import { serviceRoutes } from './services';

export const routeModules: RouteModule[] = [sessionRoutes, objectRoutes, propertyRoutes, eventRoutes, controlRoutes, taskRoutes, statsRoutes, serviceRoutes];
