/** System information: the facts of PID_NODEINFO as label/value rows. */
import type { NodeInfo } from '@fathom/sdk/api';
import { formatCount, formatDate } from '@fathom/sdk/api/format';

export function systemInformationRows(info: NodeInfo): { label: string; value: string }[] {
  const children = Object.entries(info.childrenByClass ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${formatCount(n)}`)
    .join(', ');
  return [
    { label: 'Name', value: info.name },
    { label: 'Type', value: info.classId },
    { label: 'Path', value: info.path || '/' },
    { label: 'Status', value: info.isOnline ? 'online' : 'offline' },
    { label: 'Children', value: `${formatCount(info.childrenCount)}${children ? ` (${children})` : ''}` },
    { label: 'Created', value: formatDate(info.createdAt) },
    { label: 'Updated', value: formatDate(info.updatedAt) },
  ];
}
