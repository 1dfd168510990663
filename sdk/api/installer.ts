/**
 * Installer and worker requests (spec 000 §3, §5, §9): the fields, their defaults per operating system and
 * role, and the one validation both the installer dialog and POST /database/getInstaller use.
 */
import * as yup from 'yup';
import { MESSAGES, objectNameSchema } from './validation';

export const OS_TYPES = ['windows', 'linux', 'osx'] as const;
export type OsType = (typeof OS_TYPES)[number];
export const DB_DIALECTS = ['mysql', 'mssql', 'postgres', 'sqlite'] as const;
export type DbDialect = (typeof DB_DIALECTS)[number];
export const INSTALLER_TYPES = ['web', 'offline'] as const;
export type InstallerType = (typeof INSTALLER_TYPES)[number];

/** The classes an installer is made for: aggregator, aggregator-collector, collector. */
export const INSTALLER_CLASSES = ['appliance', 'appagt', 'agent'] as const;
/** Aggregators keep their index in a server database (mysql by default); the others in an embedded sqlite file. */
export const SERVER_DB_CLASSES: readonly string[] = ['appliance', 'appagt'];

export const SUITE_NAME = 'Fathom';
/** The role folder of a class (spec 000 §9). */
export function roleOf(classId: string): string {
  switch (classId) {
    case 'appliance':
      return 'aggregator';
    case 'appagt':
      return 'aggregator-collector';
    case 'agent':
      return 'collector';
    case 'worker':
    case 'static_worker':
      return 'worker';
    default:
      return 'platform';
  }
}

/** Default listening ports: aggregator-collector 9745, aggregator 9545, collector 9645, otherwise empty. */
export function defaultPort(classId: string): string {
  return ({ appagt: '9745', appliance: '9545', agent: '9645' } as Record<string, string>)[classId] ?? '';
}
export const DB_PORTS: Partial<Record<DbDialect, string>> = { mysql: '3306', postgres: '5432' };

/** Program folder: C:\Program Files\{suite}\{role} on windows, /opt/{suite}/{role} elsewhere. */
export function defaultProgramDir(os: OsType, classId: string): string {
  return os === 'windows' ? `C:\\Program Files\\${SUITE_NAME}\\${roleOf(classId)}` : `/opt/${SUITE_NAME}/${roleOf(classId)}`;
}
/** Data folder: C:\ProgramData\{suite}, /var/lib/{suite}, /etc/opt/{suite}. */
export function defaultDataDir(os: OsType): string {
  return os === 'windows' ? `C:\\ProgramData\\${SUITE_NAME}` : os === 'osx' ? `/etc/opt/${SUITE_NAME}` : `/var/lib/${SUITE_NAME}`;
}
export function defaultDbDialect(classId: string): DbDialect {
  return SERVER_DB_CLASSES.includes(classId) ? 'mysql' : 'sqlite';
}

/** The operating system a browser reports, windows when unknown. */
export function osOfUserAgent(userAgent: string): OsType {
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'osx';
  if (/Linux|X11|CrOS/i.test(userAgent) && !/Android/i.test(userAgent)) return 'linux';
  return 'windows';
}

/** POST /database/getInstaller and /database/reinstall (spec 000 §3 Installer request). */
export interface InstallerRequest {
  /** Parent of the node to add (getInstaller); the node itself (reinstall). */
  parentId?: string;
  objectId?: string;
  classId: string;
  name: string;
  isOffline: boolean;
  ostype: OsType;
  bindTo: string;
  /** Program folder. */
  dirApp: string;
  /** Data folder. */
  fulldir: string;
  dbDialect: DbDialect;
  dbHost?: string;
  dbPort?: string;
  dbUser?: string;
  dbPassword?: string;
  workerPort?: string;
  certificateFile?: string;
  certificatePassword?: string;
  keyStoreDialect?: 'local';
}

const text = () => yup.string().transform(v => (v === null ? undefined : v));
const nonBlank = (label: string) =>
  text()
    .required(MESSAGES.required)
    .test('not-blank', MESSAGES.required, v => !!v && v.trim() !== '')
    .label(label);
/** Required and non-blank for an aggregator's database, optional otherwise. */
const dbField = (label: string) =>
  text()
    .when('classId', ([classId], s) =>
      SERVER_DB_CLASSES.includes(classId) ? s.required(MESSAGES.required).test('not-blank', MESSAGES.required, v => !!v?.trim()) : s.optional(),
    )
    .label(label);

export const installerSchema = yup.object({
  classId: yup
    .string()
    .oneOf([...INSTALLER_CLASSES], 'classId must be appliance, appagt or agent.')
    .required(MESSAGES.required),
  parentId: text().optional(),
  objectId: text().optional(),
  name: objectNameSchema,
  isOffline: yup.boolean().default(false),
  ostype: yup
    .string()
    .oneOf([...OS_TYPES], 'ostype must be windows, linux or osx.')
    .default('linux'),
  bindTo: nonBlank('bindTo'),
  dirApp: text().default(''),
  fulldir: text().default(''),
  dbDialect: yup
    .string()
    .oneOf([...DB_DIALECTS], 'dbDialect must be mysql, mssql, postgres or sqlite.')
    .optional(),
  dbHost: dbField('dbHost'),
  dbPort: dbField('dbPort'),
  dbUser: dbField('dbUser'),
  dbPassword: dbField('dbPassword'),
  workerPort: text().optional(),
  certificateFile: text().optional(),
  certificatePassword: text().optional(),
  keyStoreDialect: yup.string().oneOf(['local']).optional(),
}) as unknown as yup.ObjectSchema<InstallerRequest>;

/** Worker request (spec 000 §3): a worker's port is required. */
export interface WorkerRequest {
  classId: 'worker' | 'static_worker';
  parentId: string;
  name: string;
  ostype: OsType;
  bindTo: string;
  workerPort: string;
  fulldir: string;
}
export const workerSchema = yup.object({
  classId: yup.string().oneOf(['worker', 'static_worker']).required(MESSAGES.required),
  parentId: nonBlank('parentId'),
  name: objectNameSchema,
  ostype: yup
    .string()
    .oneOf([...OS_TYPES])
    .default('linux'),
  bindTo: nonBlank('bindTo'),
  workerPort: nonBlank('workerPort'),
  fulldir: text().default(''),
}) as unknown as yup.ObjectSchema<WorkerRequest>;

/** A downloaded installer's file name, from the server's Content-Disposition, else installer.run (spec 000 §4). */
export const DEFAULT_INSTALLER_FILE = 'installer.run';
/** The package a node's installer comes in: a zip for windows, a gzipped tar otherwise. */
export function installerFileName(nodeName: string, os: OsType): string {
  const base = `fathom-${nodeName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'node'}-${os}`;
  return os === 'windows' ? `${base}.zip` : `${base}.tar.gz`;
}

export const INSTALLER_PATHS = {
  getInstaller: '/database/getInstaller',
  reinstall: '/database/reinstall',
  info: '/database/installerInfo',
  /** POST a WorkerRequest: a static worker under a collector or aggregator, and its package. */
  addWorker: '/database/addWorker',
} as const;
/** GET /database/installerInfo: what the installer dialog needs to know before it offers a download. */
export interface InstallerInfo {
  /** 0: unlimited. */
  allowedAggregators: number;
  aggregators: number;
  /** No further appliance or appagt may be added. */
  limitReached: boolean;
  airGapped: boolean;
}
export const UPGRADE_LICENCE_NOTICE = 'Your licence does not allow more aggregators. Upgrade the licence to add another.';
