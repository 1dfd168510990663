/** Every widget plugin of the product: the one place that names them. The variants take this list. */
import type { PluginDefinition } from '@fathom/sdk/web';
import basicAndDataGrowth from '../../plugins/widgets/data-growth/web';
import consoleWidget from '../../plugins/widgets/console/web';
import dataBreach from '../../plugins/widgets/data-breach/web';
import dataByLocationName from '../../plugins/widgets/data-by-location-name/web';
import dataCleanup from '../../plugins/widgets/data-cleanup/web';
import dataOwners from '../../plugins/widgets/data-owners/web';
import dataSources from '../../plugins/widgets/data-sources/web';
import duplicateCount from '../../plugins/widgets/duplicate-count/web';
import embeddedPage from '../../plugins/widgets/embedded-page/web';
import esg from '../../plugins/widgets/esg/web';
import events from '../../plugins/widgets/events/web';
import filesByCategory from '../../plugins/widgets/files-by-category/web';
import filesByClassification from '../../plugins/widgets/files-by-classification/web';
import filesByDate from '../../plugins/widgets/files-by-date/web';
import lastAccessed from '../../plugins/widgets/last-accessed/web';
import maliciousFiles from '../../plugins/widgets/malicious-files/web';
import permissions from '../../plugins/widgets/permissions/web';
import personalInfo from '../../plugins/widgets/personal-info/web';
import projectedDataGrowth from '../../plugins/widgets/projected-data-growth/web';
import query from '../../plugins/widgets/query/web';
import systemInformation from '../../plugins/widgets/system-information/web';
import taskStatus from '../../plugins/widgets/task-status/web';
import totalData from '../../plugins/widgets/total-data/web';
import totalDigitalWaste from '../../plugins/widgets/total-digital-waste/web';

export const WIDGET_PLUGINS: PluginDefinition<any, any>[] = [
  totalData,
  duplicateCount,
  lastAccessed,
  filesByCategory,
  filesByClassification,
  filesByDate,
  dataByLocationName,
  dataOwners,
  permissions,
  basicAndDataGrowth,
  projectedDataGrowth,
  esg,
  totalDigitalWaste,
  dataCleanup,
  dataBreach,
  personalInfo,
  maliciousFiles,
  events,
  taskStatus,
  systemInformation,
  dataSources,
  consoleWidget,
  query,
  embeddedPage,
];
