/**
 * Administration → AI in a real browser against the real server: set an OpenAI-speaking provider (a local fake
 * started here), see the key shown only as set, test the connection (refused with a wrong key, then ok), and ask a
 * question in Discover → Ask, which the provider turns into a statement on the active node.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { eventually, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

const KEY = 'sk-e2e-settings-key';
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let provider: Server;
let providerUrl: string;
let tree: DemoTree;
const asked: string[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', c => {
      body += c;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${KEY}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
      }
      if (req.method === 'GET' && req.url === '/v1/models') return res.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-e2e' }] }));
      asked.push(JSON.parse(body).messages?.[1]?.content);
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: "SELECT name FROM STORE('HOME') WHERE size > 0" } }] }));
    });
  });
  await new Promise<void>(r => provider.listen(0, '127.0.0.1', () => r()));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  signedIn = await startSignedIn({ width: 1400, height: 900 });
  ({ server, page, tree } = signedIn);
});
afterAll(async () => {
  await signedIn?.close();
  provider?.close();
});

test('set the provider, test the connection, then ask in Discover', async () => {
  await page.goto(`${server.url}/administration/ai?activeNodeId=${tree.root.objectId}`);
  await visible(page.getByTestId('ai-settings'));
  await page.getByTestId('ai-provider').selectOption('ollama');
  expect(await page.getByTestId('ai-url').inputValue()).toBe('http://127.0.0.1:11434');
  await page.getByTestId('ai-provider').selectOption('openai');
  expect(await page.getByTestId('ai-url').inputValue()).toBe('https://api.openai.com');
  await page.getByTestId('ai-url').fill(providerUrl);
  await page.getByTestId('ai-model').fill('gpt-e2e');
  await page.getByTestId('ai-key').fill('sk-wrong');
  await page.getByTestId('ai-save').click();
  await visible(page.getByTestId('ai-key-state'));
  await page.getByTestId('ai-test').click();
  await eventually(async () => (await page.getByTestId('ai-test-result').textContent())?.includes('refused the API key'), 'the wrong key was not refused');

  await page.getByTestId('ai-key-replace').click();
  await page.getByTestId('ai-key').fill(KEY);
  await page.getByTestId('ai-save').click();
  await visible(page.getByTestId('ai-key-state'));
  expect(await page.content()).not.toContain(KEY);
  await page.getByTestId('ai-test').click();
  await eventually(async () => (await page.getByTestId('ai-test-result').textContent())?.includes('the model gpt-e2e is available'), 'the test did not pass');
  await shot(page, 'administration-ai');

  await page.goto(`${server.url}/discover/ask?activeNodeId=${tree.demo.objectId}`);
  await page.getByTestId('ask-question').fill('Which files are not empty?');
  await page.getByTestId('ask-run').click();
  await eventually(async () => (await page.getByTestId('statement-editor').inputValue()).includes('WHERE size > 0'), 'no statement came back');
  expect(asked).toEqual(['Which files are not empty?']);
  await shot(page, 'administration-ai-ask');
});
