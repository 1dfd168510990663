/** Ask: AI settings (key sealed, never answered), and questions turned into statements by a local server speaking the OpenAI and Ollama APIs. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { Client, TestServer } from './helpers';
import { filesOf, searchAll, startScannedServer, stopScannedServer } from './search-fixture';

let srv: TestServer, root: Client, dir: string, collector: TreeObject;
let provider: Server;
let providerUrl: string;
const seen: { path: string; auth?: string; body: any }[] = [];
/** What the fake provider answers next, per call. */
let replies: string[] = [];

const KEY = 'sk-test-0123456789abcdef';

/** Every file of the data directory, as bytes read as text. */
function allFilesText(root: string): string {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map(f => join(root, f))
    .filter(f => statSync(f).isFile())
    .map(f => readFileSync(f).toString('latin1'))
    .join('\n');
}

function readBody(req: IncomingMessage): Promise<any> {
  return new Promise(resolve => {
    let t = '';
    req.on('data', c => {
      t += c;
    });
    req.on('end', () => resolve(JSON.parse(t || '{}')));
  });
}

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ path: req.url!, auth: req.headers.authorization, body });
    const text = replies.shift() ?? 'no statement here';
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url === '/v1/models') {
      if (req.headers.authorization !== `Bearer ${KEY}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
      }
      return res.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-test', object: 'model' }] }));
    }
    if (req.method === 'GET' && req.url === '/api/tags')
      return res.end(JSON.stringify({ models: [{ name: 'llama-test:latest', model: 'llama-test:latest' }] }));
    if (req.url === '/v1/chat/completions')
      res.end(
        JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }] }),
      );
    else if (req.url === '/api/generate') res.end(JSON.stringify({ model: body.model, response: text, done: true }));
    else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'not found' }));
    }
  });
  await new Promise<void>(r => provider.listen(0, '127.0.0.1', () => r()));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  ({ srv, root, dir, collector } = await startScannedServer('search-ai-'));
}, 120_000);
afterAll(async () => {
  await stopScannedServer(srv, dir);
  provider?.close();
});

test('with no provider configured the question is refused with a named error', async () => {
  expect(await root.get('/ai/config')).toEqual({ provider: 'none', url: '', model: '', hasApiKey: false });
  const r = await root.call('POST', '/database/question', { objectId: collector.objectId, question: 'Which files mention invoices?' });
  expect(r.status).toBe(409);
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'AiNotConfigured', message: 'No AI provider is configured.' } });
});

test('openai: the key is stored sealed and never answered; the reply becomes a statement on the active node that runs', async () => {
  const saved = await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-test', apiKey: KEY } });
  expect(saved).toEqual({ provider: 'openai', url: providerUrl, model: 'gpt-test', hasApiKey: true });
  expect(JSON.stringify(await root.get('/ai/config'))).not.toContain(KEY);
  expect(allFilesText(srv.dataDir)).not.toContain(KEY);
  expect(allFilesText(srv.dataDir)).not.toContain(Buffer.from(KEY).toString('base64'));

  const tested = await root.post('/ai/test', {});
  expect(tested).toEqual({ ok: true, message: `Connected to ${providerUrl}: the model gpt-test is available.` });
  expect(JSON.stringify(tested)).not.toContain(KEY);

  replies = ["```sql\nSELECT name, parentPath FROM STORE('HOME') WHERE extension = 'txt' WHICH CONTAIN 'invoice'\n```"];
  const a = await root.post('/database/question', { objectId: collector.objectId, question: 'Which text files mention an invoice?' });
  const call = seen[seen.length - 1];
  expect(call.path).toBe('/v1/chat/completions');
  expect(call.auth).toBe(`Bearer ${KEY}`);
  expect(call.body.model).toBe('gpt-test');
  expect(call.body.messages[0].role).toBe('system');
  expect(call.body.messages[1]).toEqual({ role: 'user', content: 'Which text files mention an invoice?' });
  expect(a).toEqual({
    provider: 'openai',
    model: 'gpt-test',
    statement: `SELECT name, parentPath FROM STORE('${collector.objectId}') WHERE extension = 'txt' WHICH CONTAIN 'invoice'`,
  });
  const r = await searchAll(root, { query: a.statement });
  const expected = filesOf(dir)
    .filter(f => f.name.endsWith('.txt') && /\binvoice\b/.test(f.text))
    .map(f => f.name)
    .sort();
  expect(r.objects.map((o: any) => o.name).sort()).toEqual(expected);
});

test('the connection test names a refused key, an unknown model and an unreachable address, never echoing the key', async () => {
  const wrong = 'sk-wrong-9876543210';
  await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-test', apiKey: wrong } });
  const refused = await root.post('/ai/test', {});
  expect(refused).toEqual({ ok: false, failure: 'refusedKey', message: `The AI provider at ${providerUrl} refused the API key.` });
  expect(seen[seen.length - 1].auth).toBe(`Bearer ${wrong}`);
  await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-other', apiKey: KEY } });
  expect(await root.post('/ai/test', {})).toMatchObject({ ok: false, failure: 'unknownModel' });
  await root.post('/ai/config', { property: { provider: 'ollama', url: 'http://127.0.0.1:9', model: 'llama-test' } });
  expect(await root.post('/ai/test', {})).toMatchObject({ ok: false, failure: 'unreachable' });
  await root.post('/ai/config', { property: { provider: 'ollama', url: providerUrl, model: 'llama-test' } });
  expect(await root.post('/ai/test', {})).toMatchObject({ ok: true });
  // A key is kept when only the model changes, and cleared on request.
  await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-test', apiKey: KEY } });
  expect(await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-test' } })).toMatchObject({ hasApiKey: true });
  expect(await root.post('/ai/test', {})).toMatchObject({ ok: true });
  expect(await root.post('/ai/config', { property: { provider: 'openai', url: providerUrl, model: 'gpt-test', clearApiKey: true } })).toMatchObject({
    hasApiKey: false,
  });
  expect(await root.post('/ai/test', {})).toMatchObject({ ok: false, failure: 'refusedKey' });
  expect(allFilesText(srv.dataDir)).not.toContain(wrong);
});

test("ollama: an invalid first answer is sent back once with the parser's complaint", async () => {
  await root.post('/ai/config', { property: { provider: 'ollama', url: providerUrl, model: 'llama-test' } });
  expect(await root.get('/ai/config')).toMatchObject({ provider: 'ollama', hasApiKey: false });
  replies = ["SELECT name FROM STORE('HOME') WHERE size >", "SELECT name FROM STORE('HOME') WHERE size > 0 ORDER BY name"];
  const before = seen.length;
  const a = await root.post('/database/question', { question: 'Which files are not empty?' });
  expect(seen.slice(before).map(s => s.path)).toEqual(['/api/generate', '/api/generate']);
  expect(seen[before].body).toMatchObject({ model: 'llama-test', prompt: 'Which files are not empty?', stream: false });
  expect(seen[before + 1].body.prompt).toMatch(/not valid \(line 1, column \d+/);
  expect(a.statement).toBe(`SELECT name FROM STORE('${root.user.homeId}') WHERE size > 0 ORDER BY name ASC`);

  replies = ['I cannot help with that.', 'Still no.'];
  const failed = await root.call('POST', '/database/question', { question: 'Tell me a joke' });
  expect(failed.body).toMatchObject({ status: 'error', error: { name: 'AiProviderError' } });
});

test('settings are validated and only an administrator of the platform may change them', async () => {
  expect((await root.call('POST', '/ai/config', { property: { provider: 'gemini' } })).body).toMatchObject({ error: { name: 'ValidationError' } });
  expect((await root.call('POST', '/ai/config', { property: { provider: 'ollama', url: 'ftp://x' } })).body).toMatchObject({
    error: { name: 'ValidationError' },
  });
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const demo = (await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: home.objectId })).objects.find(o => o.name === 'Demo')!;
  await root.post('/database/object', {
    object: { parentId: demo.objectId, name: 'Uma', classId: 'user', tags: {} },
    options: { userId: 'uma', password: 'Uma#Pass1', activated: true, email: 'uma@example.org' },
  });
  const uma = await srv.login('uma', 'Uma#Pass1');
  expect((await uma.call('POST', '/ai/config', { property: { provider: 'none' } })).body).toMatchObject({ error: { name: 'NoPermission' } });
  expect((await uma.call('POST', '/ai/test', {})).body).toMatchObject({ error: { name: 'NoPermission' } });
  expect((await uma.get('/ai/config')).provider).toBe('ollama');
});
