import { describe, expect, test } from '@jest/globals';
import { serverWithLogins, type LoggedInRole } from './testing/server-with-logins';

const { call } = serverWithLogins();

const hasNotSeen = async (who: LoggedInRole): Promise<boolean> => {
  const me = await call(who, 'GET', '/api/me');
  return (await call(who, 'GET', `/auth/token/refresh/${me.body.sessionId}`)).body.hasNotSeenReleaseNotes;
};

describe('release notes', () => {
  test('an admin publishes Markdown per language; scripts never reach a reader; staff cannot write', async () => {
    const created = await call('admin', 'POST', '/api/client/release-notes/create', {
      body: { en: '**Glossary** is here <script>alert(1)</script><img src=x onerror="alert(2)">', de: 'Das **Glossar** ist da' },
    });
    expect(created.status).toBe(200);
    expect(created.body.body.en).toBe('<p><strong>Glossary</strong> is here <img src="x"></p>');
    expect(created.body.body.de).toBe('<p>Das <strong>Glossar</strong> ist da</p>');
    expect(created.body.markdown.de).toBe('Das **Glossar** ist da');

    const refused = await call('staff', 'POST', '/api/client/release-notes/create', { body: { en: 'x' } });
    expect(refused.status).toBe(403);
    expect(await call('staff', 'DELETE', `/api/client/release-notes/${created.body.id}`)).toMatchObject({ status: 403 });
    expect(await call('staff', 'POST', `/api/client/release-notes/${created.body.id}/content/fr`, { content: 'x' })).toMatchObject({
      status: 403,
    });

    const page = await call('staff', 'POST', '/api/client/release-notes', {});
    expect(page.status).toBe(200);
    expect(page.body.releaseNotes[0]).toEqual(created.body);
    await call('admin', 'DELETE', `/api/client/release-notes/${created.body.id}`);
  });

  test('hasNotSeenReleaseNotes: true after a new note, false once the user marked them seen', async () => {
    await call('staff', 'POST', '/api/client/release-notes/seen');
    expect(await hasNotSeen('staff')).toBe(false);
    const created = await call('admin', 'POST', '/api/client/release-notes/create', { body: { en: 'Site monitor' } });
    expect(await hasNotSeen('staff')).toBe(true);
    expect((await call('staff', 'POST', '/api/client/release-notes/seen')).status).toBe(204);
    expect(await hasNotSeen('staff')).toBe(false);
    await call('admin', 'DELETE', `/api/client/release-notes/${created.body.id}`);
  });

  test('the slider pages five at a time, newest first, with the last note as cursor', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 7; i += 1)
      ids.push((await call('admin', 'POST', '/api/client/release-notes/create', { body: { en: `Note ${i}` } })).body.id);
    const first = await call('staff', 'POST', '/api/client/release-notes', { cursor: null });
    expect(first.body.releaseNotes.map((n: { markdown: { en: string } }) => n.markdown.en)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
    ]);
    expect(first.body.areThereMoreReleaseNotes).toBe(true);
    const last = first.body.releaseNotes[4];
    const second = await call('staff', 'POST', '/api/client/release-notes', { cursor: `${last.createdAt}~${last.id}` });
    expect(second.body.releaseNotes.map((n: { markdown: { en: string } }) => n.markdown.en)).toEqual(['Note 2', 'Note 1']);
    expect(second.body.areThereMoreReleaseNotes).toBe(false);
    for (const id of ids) await call('admin', 'DELETE', `/api/client/release-notes/${id}`);
  });

  test('content per language: German added, English removed, the last language kept', async () => {
    const { body: note } = await call('admin', 'POST', '/api/client/release-notes/create', { body: { en: 'Faster search' } });
    const german = await call('admin', 'POST', `/api/client/release-notes/${note.id}/content/de`, { content: 'Schnellere _Suche_' });
    expect(german.body.body).toEqual({ en: '<p>Faster search</p>', de: '<p>Schnellere <em>Suche</em></p>' });
    expect((await call('admin', 'POST', `/api/client/release-notes/${note.id}/content/en`, { content: '' })).body.markdown).toEqual({
      de: 'Schnellere _Suche_',
    });
    const last = await call('admin', 'POST', `/api/client/release-notes/${note.id}/content/de`, { content: ' ' });
    expect(last).toMatchObject({
      status: 400,
      body: { code: 'release_note.body_required', message: 'A release note needs a text in at least one language.' },
    });
    await call('admin', 'DELETE', `/api/client/release-notes/${note.id}`);
  });

  test('bad input gets a clear 4xx with message and code, never a crash', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect(await call('admin', 'DELETE', `/api/client/release-notes/${unknown}`)).toMatchObject({
      status: 404,
      body: { code: 'release_note.not_found' },
    });
    expect(await call('admin', 'POST', `/api/client/release-notes/${unknown}/content/de`, { content: 'x' })).toMatchObject({ status: 404 });
    expect(await call('admin', 'POST', `/api/client/release-notes/${unknown}/content/it`, { content: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call('admin', 'DELETE', '/api/client/release-notes/not-an-id')).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call('admin', 'POST', '/api/client/release-notes/create', { body: { en: '  ' } })).toMatchObject({
      status: 400,
      body: { code: 'release_note.body_required' },
    });
    expect(await call('admin', 'POST', '/api/client/release-notes/create', { body: { it: 'Ciao' } })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call('admin', 'POST', '/api/client/release-notes/create', { body: { en: 'x'.repeat(20_001) } })).toMatchObject({
      status: 400,
      body: { code: 'release_note.too_long' },
    });
    expect(await call('staff', 'POST', '/api/client/release-notes', { cursor: 'garbage' })).toMatchObject({
      status: 400,
      body: { code: 'release_note.invalid_cursor' },
    });
    expect(await call('staff', 'POST', '/api/client/release-notes', { cursor: 42 })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
  });
});

describe('info status messages', () => {
  test('an admin sets a banner; each user sees it until they dismiss it; it stays dismissed', async () => {
    const created = await call('admin', 'POST', '/api/infoStatusMessages', {
      level: 'warning',
      text: { en: 'Maintenance at 18:00', de: 'Wartung um 18 Uhr' },
    });
    expect(created).toMatchObject({
      status: 200,
      body: { level: 'warning', text: { en: 'Maintenance at 18:00', de: 'Wartung um 18 Uhr' }, expiresAt: null },
    });
    const id = created.body.id as string;
    expect((await call('staff', 'GET', '/api/infoStatusMessages')).body.messages.map((m: { id: string }) => m.id)).toContain(id);
    expect((await call('staff', 'POST', `/api/infoStatusMessages/${id}/dismiss`)).status).toBe(204);
    expect((await call('staff', 'GET', '/api/infoStatusMessages')).body.messages.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await call('admin', 'GET', '/api/infoStatusMessages')).body.messages.map((m: { id: string }) => m.id)).toContain(id);

    const updated = await call('admin', 'POST', `/api/infoStatusMessages/${id}`, {
      level: 'info',
      text: { en: 'Maintenance moved to 19:00' },
      expiresAt: '2999-01-01T00:00:00Z',
    });
    expect(updated.body).toMatchObject({
      level: 'info',
      text: { en: 'Maintenance moved to 19:00' },
      expiresAt: '2999-01-01T00:00:00.000Z',
    });
    expect((await call('staff', 'GET', '/api/infoStatusMessages')).body.messages.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await call('admin', 'GET', '/api/infoStatusMessages/all')).body.messages.map((m: { id: string }) => m.id)).toContain(id);
    expect((await call('admin', 'DELETE', `/api/infoStatusMessages/${id}`)).status).toBe(204);
    expect((await call('admin', 'GET', '/api/infoStatusMessages/all')).body.messages.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  test('only admins write or list all; validation answers with the message and code', async () => {
    expect((await call('staff', 'POST', '/api/infoStatusMessages', { level: 'info', text: { en: 'x' } })).status).toBe(403);
    expect((await call('staff', 'GET', '/api/infoStatusMessages/all')).status).toBe(403);
    expect(await call('admin', 'POST', '/api/infoStatusMessages', { level: 'info', text: {} })).toMatchObject({
      status: 400,
      body: { code: 'info_message.text_required', message: 'An info message needs a text in at least one language.' },
    });
    expect(
      await call('admin', 'POST', '/api/infoStatusMessages', { level: 'info', text: { en: 'x' }, expiresAt: '2001-01-01T00:00:00Z' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'info_message.expiry_in_past' },
    });
    expect(await call('admin', 'POST', '/api/infoStatusMessages', { level: 'danger', text: { en: 'x' } })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call('staff', 'POST', '/api/infoStatusMessages/00000000-0000-4000-8000-00000000abcd/dismiss')).toMatchObject({
      status: 404,
      body: { code: 'info_message.not_found' },
    });
  });
});
