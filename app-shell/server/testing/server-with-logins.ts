import { afterAll, beforeAll } from '@jest/globals';
import type { Config } from '../config';
import type { StartServerOptions } from '../start-server';
import { callApi, type ApiCallOptions, type ApiReply } from './api-call';
import { startTestServer, type TestServer } from './test-server';

export type LoggedInRole = 'staff' | 'admin';

/**
 * One test file's server (startTestServer) with its staff and admin user logged in: started before
 * the file's tests (call it before any beforeAll that uses the server), stopped after them.
 * `call` asks the JSON API as one of the two, or as a stranger (null).
 */
export const serverWithLogins = (overrides: Partial<Config> = {}, options: StartServerOptions = {}) => {
  let server: TestServer | undefined;
  const cookies: Record<LoggedInRole, string> = { staff: '', admin: '' };
  const started = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer(overrides, options);
    [cookies.staff, cookies.admin] = await Promise.all([server.cookieFor('staff'), server.cookieFor('admin')]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get t(): TestServer {
      return started();
    },
    cookies,
    call: (who: LoggedInRole | null, method: string, path: string, body?: unknown, callOptions?: ApiCallOptions): Promise<ApiReply> =>
      callApi(started().url, who === null ? null : cookies[who], method, path, body, callOptions),
  };
};
