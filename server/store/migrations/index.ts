/** Every migration, in name order. Each area adds its own file and one line here. */
import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_index';
import * as m0003 from './0003_tasks';
import * as m0004 from './0004_classification_indexes';
import * as m0005 from './0005_node_events';
import * as m0006 from './0006_reclassify_marks';
import * as m0007 from './0007_group_members';
import * as m0008 from './0008_sign_in_attempts';
import * as m0009 from './0009_stats_rollups';
import * as m0010 from './0010_postgres_subtree_index';
import * as m0011 from './0011_source_walk_state';
import * as m0012 from './0012_postgres_search';
import * as m0013 from './0013_deferred_indexes';
import * as m0014 from './0014_postgres_name_prefix';

export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_index': m0002,
  '0003_tasks': m0003,
  '0004_classification_indexes': m0004,
  '0005_node_events': m0005,
  '0006_reclassify_marks': m0006,
  '0007_group_members': m0007,
  '0008_sign_in_attempts': m0008,
  '0009_stats_rollups': m0009,
  '0010_postgres_subtree_index': m0010,
  '0011_source_walk_state': m0011,
  '0012_postgres_search': m0012,
  '0013_deferred_indexes': m0013,
  '0014_postgres_name_prefix': m0014,
};
