/** The zip service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceMode, ServiceTypeDescriptor } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { withStorePath } from '@fathom/sdk/api/service-forms';

/**
 * A zip file, or a folder of zip files, on the collector's machine, read as a source; local paths. A source has no
 * parameters (its include paths name the archives). A target writes every file into the zip archive at storePath,
 * deflated (the archive's own compression; any unzip tool reads it).
 */
export const ZIP_TYPE: ServiceTypeDescriptor = {
  type: 'zip',
  modes: ['Source', 'Target'],
  pathStyle: 'local',
  title: 'Zip archives',
  fields: [
    {
      key: 'storePath',
      label: 'Zip file',
      kind: 'text',
      modes: ['Target'],
      requiredIn: ['Target'],
      max: 1024,
      pattern: '\\.zip$',
      patternMessage: 'The zip file must end in .zip.',
      help: 'The archive files are written into, e.g. /srv/archive/export.zip',
    },
  ],
};

export function validateZipParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  return withStorePath(validateParameters(ZIP_TYPE.fields!, values, mode), values, mode);
}
