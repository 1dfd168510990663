import { OneTimeDownloads, DOWNLOAD_EXPIRED } from './downloads';
import { isFileAnswer } from './answers';

const file = (name: string) => ({ ownerId: 'u', fileName: name, contentType: 'text/csv', buffer: Buffer.from(name) });

describe('one-time downloads', () => {
  it('answers a kept file once, then refuses it by name', () => {
    const d = new OneTimeDownloads();
    const id = d.keep(file('a.csv'));
    const answer = d.take(id);
    expect(isFileAnswer(answer) && answer.fileName).toBe('a.csv');
    expect(() => d.take(id)).toThrow(DOWNLOAD_EXPIRED);
  });

  it('lets a file lapse after its time, and the oldest give way past the limit', () => {
    let now = 1_000;
    const d = new OneTimeDownloads(2, 500, () => now);
    const first = d.keep(file('1'));
    const second = d.keep(file('2'));
    const third = d.keep(file('3'));
    expect(() => d.take(first)).toThrow(DOWNLOAD_EXPIRED);
    now += 501;
    expect(() => d.take(second)).toThrow(DOWNLOAD_EXPIRED);
    expect(() => d.take(third)).toThrow(DOWNLOAD_EXPIRED);
  });
});
