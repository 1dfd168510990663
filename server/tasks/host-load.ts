/**
 * How busy this machine is, for deciding whether a further task may start (server settings
 * maxCPUUtilization, maxDiskIOUtilization, maxNormalizedLoadAverage; 0 means no limit). A busy machine
 * still runs one task at a time, so work never stalls behind load the tasks themselves cause.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { ServerSettings } from '@fathom/sdk/api/tasks';

export interface HostLoad {
  /** Busy share of all cores since the previous sample, 0–100; null before there are two samples. */
  cpuPercent: number | null;
  /** Busiest block device's share of time spent on IO since the previous sample, 0–100; null when unknown. */
  diskIoPercent: number | null;
  /** One-minute load average divided by the number of cores. */
  normalizedLoad: number;
}

interface CpuTimes {
  busy: number;
  total: number;
}
interface DiskTicks {
  at: number;
  ticks: Map<string, number>;
}

function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const c of cpus()) {
    const t = c.times.user + c.times.nice + c.times.sys + c.times.irq;
    busy += t;
    total += t + c.times.idle;
  }
  return { busy, total };
}

/** Milliseconds each whole device has spent doing IO (field 13 of /proc/diskstats); empty where there is none. */
function diskTicks(): DiskTicks {
  const ticks = new Map<string, number>();
  try {
    for (const line of readFileSync('/proc/diskstats', 'utf8').split('\n')) {
      const f = line.trim().split(/\s+/);
      if (f.length < 13 || /^(loop|ram|zram|sr|fd)/.test(f[2])) continue;
      ticks.set(f[2], Number(f[12]));
    }
  } catch {
    /* not Linux: disk IO stays unknown */
  }
  return { at: Date.now(), ticks };
}

/** Samples at most once a second, so back-to-back scheduling passes compare over a meaningful interval. */
export class HostLoadSampler {
  private cpu = cpuTimes();
  private disk = diskTicks();
  private last: HostLoad = { cpuPercent: null, diskIoPercent: null, normalizedLoad: loadavg()[0] / Math.max(1, cpus().length) };
  private lastAt = Date.now();

  sample(): HostLoad {
    if (Date.now() - this.lastAt < 1000) return this.last;
    const cpu = cpuTimes();
    const disk = diskTicks();
    const cpuPercent = cpu.total > this.cpu.total ? (100 * (cpu.busy - this.cpu.busy)) / (cpu.total - this.cpu.total) : null;
    const elapsed = disk.at - this.disk.at;
    let diskIoPercent: number | null = null;
    for (const [dev, t] of disk.ticks) {
      const before = this.disk.ticks.get(dev);
      if (before === undefined || elapsed <= 0) continue;
      diskIoPercent = Math.max(diskIoPercent ?? 0, Math.min(100, (100 * (t - before)) / elapsed));
    }
    this.cpu = cpu;
    this.disk = disk;
    this.lastAt = Date.now();
    this.last = { cpuPercent, diskIoPercent, normalizedLoad: loadavg()[0] / Math.max(1, cpus().length) };
    return this.last;
  }
}

/** Why no further task should start now, or null when the machine is within every limit. */
export function busyReason(load: HostLoad, s: Pick<ServerSettings, 'maxCPUUtilization' | 'maxDiskIOUtilization' | 'maxNormalizedLoadAverage'>): string | null {
  if (s.maxCPUUtilization > 0 && load.cpuPercent !== null && load.cpuPercent > s.maxCPUUtilization) {
    return `Waiting for CPU: ${Math.round(load.cpuPercent)}% busy, limit ${s.maxCPUUtilization}%`;
  }
  if (s.maxDiskIOUtilization > 0 && load.diskIoPercent !== null && load.diskIoPercent > s.maxDiskIOUtilization) {
    return `Waiting for disk: ${Math.round(load.diskIoPercent)}% busy, limit ${s.maxDiskIOUtilization}%`;
  }
  if (s.maxNormalizedLoadAverage > 0 && load.normalizedLoad > s.maxNormalizedLoadAverage) {
    return `Waiting for load to fall: ${load.normalizedLoad.toFixed(2)} per core, limit ${s.maxNormalizedLoadAverage}`;
  }
  return null;
}
