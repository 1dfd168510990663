import { busyReason, HostLoadSampler } from './host-load';

const limits = { maxCPUUtilization: 75, maxDiskIOUtilization: 60, maxNormalizedLoadAverage: 0.7 };

test('each limit names itself when exceeded; 0 means no limit; unknown figures never hold work back', () => {
  expect(busyReason({ cpuPercent: 80, diskIoPercent: 10, normalizedLoad: 0.2 }, limits)).toBe('Waiting for CPU: 80% busy, limit 75%');
  expect(busyReason({ cpuPercent: 20, diskIoPercent: 61, normalizedLoad: 0.2 }, limits)).toBe('Waiting for disk: 61% busy, limit 60%');
  expect(busyReason({ cpuPercent: 20, diskIoPercent: 10, normalizedLoad: 1.25 }, limits)).toBe('Waiting for load to fall: 1.25 per core, limit 0.7');
  expect(busyReason({ cpuPercent: 75, diskIoPercent: 60, normalizedLoad: 0.7 }, limits)).toBeNull();
  expect(
    busyReason({ cpuPercent: 99, diskIoPercent: 99, normalizedLoad: 9 }, { maxCPUUtilization: 0, maxDiskIOUtilization: 0, maxNormalizedLoadAverage: 0 }),
  ).toBeNull();
  expect(busyReason({ cpuPercent: null, diskIoPercent: null, normalizedLoad: 0 }, limits)).toBeNull();
});

test('the sampler reads this machine: percentages within 0-100 once a second has passed', async () => {
  const sampler = new HostLoadSampler();
  expect(sampler.sample().cpuPercent).toBeNull();
  await new Promise(r => setTimeout(r, 1100));
  const s = sampler.sample();
  expect(s.cpuPercent).toBeGreaterThanOrEqual(0);
  expect(s.cpuPercent).toBeLessThanOrEqual(100);
  if (s.diskIoPercent !== null) expect(s.diskIoPercent).toBeLessThanOrEqual(100);
  expect(s.normalizedLoad).toBeGreaterThanOrEqual(0);
});
