/** A collector's calls to its platform: JSON posts under API_BASE, naming its node and carrying its token. */
import { API_BASE, type Envelope } from '@fathom/sdk/api';
import type { UploadTarget } from './upload';

export class Platform implements UploadTarget {
  token = '';
  constructor(
    readonly url: string,
    public objectId = '',
  ) {}

  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.url}${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { 'x-collector-token': this.token } : {}) },
      body: JSON.stringify({ objectId: this.objectId || undefined, ...body }),
    });
    const env = (await res.json()) as Envelope<T>;
    if (env.status !== 'OK') throw new Error(`${env.error.name}: ${env.error.message}`);
    return env.data;
  }
}
