/** The add-worker form's values (spec 000 §3 Worker request, §5): defaults per operating system, the request and its errors. */
import { defaultDataDir, workerSchema, type OsType, type WorkerRequest } from '@fathom/sdk/api';

export interface WorkerValues {
  name: string;
  ostype: OsType;
  bindTo: string;
  workerPort: string;
  fulldir: string;
}

export function initialWorkerValues(os: OsType): WorkerValues {
  return { name: '', ostype: os, bindTo: '0.0.0.0', workerPort: '', fulldir: defaultDataDir(os) };
}

/** A change of one field; a platform change resets the data folder to that platform's default. */
export function changedWorker(v: WorkerValues, field: keyof WorkerValues, value: string): WorkerValues {
  const next = { ...v, [field]: value } as WorkerValues;
  return field === 'ostype' ? { ...next, fulldir: defaultDataDir(next.ostype) } : next;
}

export function toWorkerRequest(v: WorkerValues, parentId: string): WorkerRequest {
  return { classId: 'static_worker', parentId, name: v.name.trim(), ostype: v.ostype, bindTo: v.bindTo, workerPort: v.workerPort, fulldir: v.fulldir };
}

/** The first error of each field under the shared worker schema. */
export function workerErrorsOf(v: WorkerValues): Partial<Record<keyof WorkerValues, string>> {
  try {
    workerSchema.validateSync(toWorkerRequest(v, 'parent'), { abortEarly: false });
    return {};
  } catch (e) {
    const out: Partial<Record<keyof WorkerValues, string>> = {};
    for (const inner of (e as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const key = inner.path as keyof WorkerValues | undefined;
      if (key && !out[key]) out[key] = inner.message;
    }
    return out;
  }
}
