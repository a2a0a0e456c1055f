import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pino from 'pino';
import { unauthenticated } from '@newsdesk/core/identity/identity.errors';
import { createHttpApp } from './create-http-app';

const SCRIPT = '(()=>{window.Newsdesk={}})();\n';
const built = mkdtempSync(path.join(tmpdir(), 'nd-embed-'));
const empty = mkdtempSync(path.join(tmpdir(), 'nd-embed-empty-'));
writeFileSync(path.join(built, 'newsdesk-document-viewer.js'), SCRIPT);
writeFileSync(path.join(built, 'secret.txt'), 'not for you');

const servers: http.Server[] = [];
const serve = async (embedDir: string): Promise<string> => {
  const { app } = createHttpApp({
    routes: [],
    authenticate: async () => {
      throw unauthenticated();
    },
    logger: pino({ level: 'silent' }),
    allowedOrigins: [],
    trustProxy: false,
    embedDir,
  });
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
};

let withBundle: string;
let withoutBundle: string;
beforeAll(async () => {
  withBundle = await serve(built);
  withoutBundle = await serve(empty);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  rmSync(built, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

test('the document viewer script is served at its stable URL, cacheable for a few minutes, loadable cross-origin', async () => {
  const response = await fetch(`${withBundle}/embed/newsdesk-document-viewer.js`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(SCRIPT);
  // nosniff is on for every response: a script with any other type would be refused.
  expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect((await fetch(`${withBundle}/embed/newsdesk-document-viewer.js`, { method: 'HEAD' })).status).toBe(200);
});

test('only the known bundles: other files of the folder and path tricks are 404', async () => {
  for (const name of ['secret.txt', 'other.js', '..%2Fsecret.txt', 'newsdesk-document-viewer.js.map']) {
    const response = await fetch(`${withBundle}/embed/${name}`);
    expect([name, response.status]).toEqual([name, 404]);
    expect(await response.text()).not.toContain('not for you');
  }
});

test('an unbuilt bundle is a 503 that says how to build it', async () => {
  const response = await fetch(`${withoutBundle}/embed/newsdesk-document-viewer.js`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('npm run build:widgets');
});
