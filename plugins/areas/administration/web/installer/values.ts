/** The installer form's values: defaults per class and operating system, the request they make, and their errors. */
import {
  DB_PORTS,
  defaultDataDir,
  defaultDbDialect,
  defaultPort,
  defaultProgramDir,
  installerSchema,
  SERVER_DB_CLASSES,
  type DbDialect,
  type InstallerRequest,
  type InstallerType,
  type OsType,
} from '@fathom/sdk/api';

export interface InstallerValues {
  classId: string;
  name: string;
  installerType: InstallerType;
  ostype: OsType;
  dirApp: string;
  fulldir: string;
  bindTo: string;
  workerPort: string;
  dbDialect: DbDialect;
  dbHost: string;
  dbPort: string;
  dbUser: string;
  dbPassword: string;
  certificateFile: string;
  certificatePassword: string;
}

export function initialValues(classId: string, os: OsType, airGapped: boolean, name = ''): InstallerValues {
  const dbDialect = defaultDbDialect(classId);
  return {
    classId,
    name,
    installerType: airGapped ? 'offline' : 'web',
    ostype: os,
    dirApp: defaultProgramDir(os, classId),
    fulldir: defaultDataDir(os),
    bindTo: '0.0.0.0',
    workerPort: defaultPort(classId),
    dbDialect,
    dbHost: dbDialect === 'sqlite' ? '' : 'localhost',
    dbPort: DB_PORTS[dbDialect] ?? '',
    dbUser: '',
    dbPassword: '',
    certificateFile: '',
    certificatePassword: '',
  };
}

/** A change of one field; platform and class changes reset what depends on them (folders, ports, database). */
export function changed(v: InstallerValues, field: keyof InstallerValues, value: string): InstallerValues {
  const next = { ...v, [field]: value } as InstallerValues;
  if (field === 'ostype') return { ...next, dirApp: defaultProgramDir(next.ostype, v.classId), fulldir: defaultDataDir(next.ostype) };
  if (field === 'classId') {
    const fresh = initialValues(value, v.ostype, v.installerType === 'offline', v.name);
    return { ...fresh, installerType: v.installerType };
  }
  if (field === 'dbDialect') return { ...next, dbPort: DB_PORTS[next.dbDialect] ?? next.dbPort };
  return next;
}

export function usesServerDatabase(classId: string): boolean {
  return SERVER_DB_CLASSES.includes(classId);
}

export function toRequest(v: InstallerValues, target: { parentId?: string; objectId?: string }): InstallerRequest {
  const serverDb = usesServerDatabase(v.classId);
  return {
    ...target,
    classId: v.classId,
    name: v.name.trim(),
    isOffline: v.installerType === 'offline',
    ostype: v.ostype,
    bindTo: v.bindTo,
    dirApp: v.dirApp,
    fulldir: v.fulldir,
    dbDialect: serverDb ? v.dbDialect : 'sqlite',
    ...(serverDb ? { dbHost: v.dbHost, dbPort: v.dbPort, dbUser: v.dbUser, dbPassword: v.dbPassword } : {}),
    workerPort: v.workerPort,
    ...(v.certificateFile.trim()
      ? { certificateFile: v.certificateFile.trim(), certificatePassword: v.certificatePassword, keyStoreDialect: 'local' as const }
      : {}),
  };
}

/** The first error of each field under the shared installer schema. */
export function errorsOf(v: InstallerValues): Partial<Record<keyof InstallerValues, string>> {
  try {
    installerSchema.validateSync(toRequest(v, {}), { abortEarly: false });
    return {};
  } catch (e) {
    const out: Partial<Record<keyof InstallerValues, string>> = {};
    for (const inner of (e as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const key = inner.path as keyof InstallerValues | undefined;
      if (key && !out[key]) out[key] = inner.message;
    }
    return out;
  }
}
