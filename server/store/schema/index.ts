/** The kysely database type: the union of every area's tables. */
import type { PlatformTables } from './platform';
import type { IndexTables } from './index-tables';
import type { TaskTables } from './tasks';

export type DB = PlatformTables & IndexTables & TaskTables;
