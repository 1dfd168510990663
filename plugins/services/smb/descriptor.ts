/** The smb service type as plain data: the console's form carries it, the server is handed it. */
import type { ServiceTypeDescriptor } from '@fathom/sdk/api/policy';

/** Windows and Samba file shares; paths are written //server/share/folder/* (spec 001 §5). Read as a source only. */
export const SMB_TYPE: ServiceTypeDescriptor = { type: 'smb', modes: ['Source'], pathStyle: 'share' };
