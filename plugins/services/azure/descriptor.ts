/** The azure service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';

/** Azure Blob containers; paths are written //account/container/folder/* like a share. Read as a source only. */
export const AZURE_TYPE: ServiceTypeDescriptor = { type: 'azure', modes: ['Source'], pathStyle: 'share' };
