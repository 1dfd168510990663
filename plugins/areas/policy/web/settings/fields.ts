/**
 * The fields of policy → settings, in the order shown: what each server setting (sdk/api/tasks.ts) is called,
 * its unit, one line of help and how it is edited. The checks stay in serverSettingsError.
 */
import { DYNAMIC_WORKERS_AUTO, DYNAMIC_WORKERS_GROUP_LABEL, DYNAMIC_WORKERS_MAX, type ServerSettings } from '@fathom/sdk/api/tasks';

export type SettingKey = keyof ServerSettings;
export type BooleanKey = { [K in SettingKey]: ServerSettings[K] extends boolean ? K : never }[SettingKey];
export type NumberKey = Exclude<SettingKey, BooleanKey>;

export type FieldKind = 'switch' | 'number' | 'workers';
export type FieldGroup = 'processing' | 'resources';

export interface SettingField {
  key: SettingKey;
  label: string;
  /** Shown after the value ('MB', '%'); empty for switches. */
  unit: string;
  help: string;
  kind: FieldKind;
  group: FieldGroup;
  /** Only while indexing is on (as an include path's classify and OCR). */
  needsIndexing?: boolean;
}

export const GROUPS: { id: FieldGroup; title: string; description: string }[] = [
  { id: 'processing', title: 'Processing', description: 'What a scan does with the files it finds.' },
  { id: 'resources', title: 'Resources', description: 'How much of the machine tasks may use. A limit holds back further tasks; one task always runs.' },
];

export const FIELDS: SettingField[] = [
  {
    key: 'enableIndexing',
    label: 'Indexing',
    unit: '',
    kind: 'switch',
    group: 'processing',
    help: 'Extract the text of scanned files so that it can be searched.',
  },
  {
    key: 'enableClassification',
    label: 'Classification',
    unit: '',
    kind: 'switch',
    group: 'processing',
    needsIndexing: true,
    help: 'Look for personal and sensitive data in the extracted text.',
  },
  {
    key: 'enableOcr',
    label: 'OCR',
    unit: '',
    kind: 'switch',
    group: 'processing',
    needsIndexing: true,
    help: 'Read the text in images and scanned PDFs (slower).',
  },
  {
    key: 'enableCompression',
    label: 'Compression',
    unit: '',
    kind: 'switch',
    group: 'processing',
    help: 'Compress content written to targets. Kept with the settings; scans do not use it.',
  },
  {
    key: 'enableEncryption',
    label: 'Encryption',
    unit: '',
    kind: 'switch',
    group: 'processing',
    help: 'Encrypt content written to targets. Kept with the settings; scans do not use it.',
  },
  { key: 'maxConcurrentTasks', label: 'Concurrent tasks', unit: 'tasks', kind: 'number', group: 'resources', help: 'Tasks that may run at the same time.' },
  {
    key: 'maxThreads',
    label: 'Threads per task',
    unit: 'threads',
    kind: 'number',
    group: 'resources',
    help: 'Worker threads one task may use for reading and extraction.',
  },
  {
    key: 'dynamicWorkers',
    label: DYNAMIC_WORKERS_GROUP_LABEL,
    unit: 'workers',
    kind: 'workers',
    group: 'resources',
    help: `Auto: one per core, at most ${DYNAMIC_WORKERS_MAX}. Disabled: work runs in the task's own thread.`,
  },
  {
    key: 'maxFileSize',
    label: 'Largest file to extract',
    unit: 'MB',
    kind: 'number',
    group: 'resources',
    help: 'Larger files are listed and hashed, but their text is not read.',
  },
  {
    key: 'minimumMemoryAvailableMb',
    label: 'Minimum free memory',
    unit: 'MB',
    kind: 'number',
    group: 'resources',
    help: 'No task starts while less memory is free.',
  },
  {
    key: 'maxCPUUtilization',
    label: 'CPU limit',
    unit: '%',
    kind: 'number',
    group: 'resources',
    help: 'No further task starts above this CPU use. 0 = no limit.',
  },
  {
    key: 'maxDiskIOUtilization',
    label: 'Disk IO limit',
    unit: '%',
    kind: 'number',
    group: 'resources',
    help: 'No further task starts above this disk use. 0 = no limit.',
  },
  {
    key: 'maxNormalizedLoadAverage',
    label: 'Load average limit',
    unit: 'per core',
    kind: 'number',
    group: 'resources',
    help: 'No further task starts above this load average per core. 0 = no limit.',
  },
  { key: 'maxHistoricalTasks', label: 'Task history', unit: 'tasks', kind: 'number', group: 'resources', help: 'Finished tasks listed in the status history.' },
  {
    key: 'vacuumCount',
    label: 'Vacuum count',
    unit: 'passes',
    kind: 'number',
    group: 'resources',
    help: 'Compaction passes of an external database. The embedded database does not use it.',
  },
  {
    key: 'idleScaleDownMs',
    label: 'Idle scale-down',
    unit: 'ms',
    kind: 'number',
    group: 'resources',
    help: 'Idle dynamic workers of a scaled deployment stop after this long. Scans here close their threads when they end.',
  },
];

/** The choices of the dynamic workers dropdown: Auto, Disabled, then 1 to 16. */
export const WORKER_OPTIONS: { label: string; value: string }[] = [
  { label: 'Auto', value: String(DYNAMIC_WORKERS_AUTO) },
  { label: 'Disabled', value: '0' },
  ...Array.from({ length: DYNAMIC_WORKERS_MAX }, (_, i) => ({ label: String(i + 1), value: String(i + 1) })),
];

export const fieldsOf = (group: FieldGroup) => FIELDS.filter(f => f.group === group);
export const isBooleanKey = (k: SettingKey): k is BooleanKey => FIELDS.find(f => f.key === k)?.kind === 'switch';
