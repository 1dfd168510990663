/** The zip service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';

/** A zip file, or a folder of zip files, on the collector's machine, read as a source; local paths. */
export const ZIP_TYPE: ServiceTypeDescriptor = { type: 'zip', modes: ['Source'], pathStyle: 'local' };
