import { describe, expect, test } from '@jest/globals';
import type { ApiReply as Reply } from './testing/api-call';
import { serverWithLogins, type LoggedInRole } from './testing/server-with-logins';
import { rawRequest } from './testing/test-server';

const server = serverWithLogins();
const { call } = server;

const create = async (who: LoggedInRole, title: string, description = `About ${title}`) => {
  const reply = await call(who, 'POST', '/api/glossaryItems', { title, description });
  expect(reply.status).toBe(200);
  return reply.body as { id: string; title: string };
};
const titles = (reply: Reply) => (reply.body.items as { title: string }[]).map((i) => i.title);
const clear = async () => {
  const { body } = await call('admin', 'GET', '/api/glossaryItems?pageSize=100');
  for (const item of body.items as { id: string }[])
    expect((await call('admin', 'DELETE', `/api/glossaryItems/${item.id}`)).status).toBe(204);
};

describe('items', () => {
  test('create, list, search, sort, page and letters', async () => {
    await clear();
    const created = await call('staff', 'POST', '/api/glossaryItems', {
      title: '  Ärztekammer ',
      description: 'Die Standesvertretung der Ärzte.',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Ärztekammer',
      letter: 'A',
      descriptionFormat: 'plain',
      createdBy: { name: 'Sam Staff' },
      likes: 0,
      likedByMe: false,
      comments: [],
      canEdit: true,
      canDelete: true,
    });
    await create('staff', 'Élysée');
    await create('admin', 'eagle');
    await create('admin', '2FA', 'Two-factor authentication');

    const all = await call('staff', 'GET', '/api/glossaryItems');
    expect(all.status).toBe(200);
    expect(titles(all)).toEqual(['2FA', 'Ärztekammer', 'eagle', 'Élysée']);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 20, letters: ['A', 'E', '#'] });
    expect(all.body.items[2]).toMatchObject({ title: 'eagle', canEdit: false, canDelete: false });

    expect(titles(await call('staff', 'GET', '/api/glossaryItems?sort=newest'))).toEqual(['2FA', 'eagle', 'Élysée', 'Ärztekammer']);
    expect(titles(await call('staff', 'GET', `/api/glossaryItems?search=${encodeURIComponent('AERZTE')}`))).toEqual([]);
    expect(titles(await call('staff', 'GET', `/api/glossaryItems?search=${encodeURIComponent('arzte standesvertretung')}`))).toEqual([
      'Ärztekammer',
    ]);
    const second = await call('staff', 'GET', '/api/glossaryItems?page=2&pageSize=3');
    expect({ titles: titles(second), total: second.body.total }).toEqual({ titles: ['Élysée'], total: 4 });

    const e = await call('staff', 'POST', '/api/glossaryItems/letter', { letter: 'E' });
    expect(titles(e)).toEqual(['eagle', 'Élysée']);
    expect(titles(await call('staff', 'POST', '/api/glossaryItems/letter', { letter: 'ä' }))).toEqual(['Ärztekammer']);
    expect(titles(await call('staff', 'POST', '/api/glossaryItems/letter', { letter: '#' }))).toEqual(['2FA']);
    expect(titles(await call('staff', 'POST', '/api/glossaryItems/letter', { letter: 'e', search: 'eagle' }))).toEqual(['eagle']);
  });

  test('a title and a description are required; bad input is a clear 400, never a crash', async () => {
    const noTitle = await call('staff', 'POST', '/api/glossaryItems', { title: ' ', description: 'x' });
    expect(noTitle).toEqual({ status: 400, body: { code: 'glossary.title_required', message: 'A glossary item needs a title.' } });
    expect((await call('staff', 'POST', '/api/glossaryItems', { title: 'x', description: '' })).body).toMatchObject({
      code: 'glossary.description_required',
    });
    expect((await call('staff', 'POST', '/api/glossaryItems', { title: 'x'.repeat(201), description: 'y' })).body).toMatchObject({
      code: 'glossary.title_too_long',
      details: { maxLength: 200 },
    });
    expect((await call('staff', 'POST', '/api/glossaryItems', { description: 'y' })).body).toMatchObject({ code: 'request.invalid' });
    expect((await call('staff', 'POST', '/api/glossaryItems', undefined, { raw: '{"title":' })).status).toBe(400);
    expect((await call('staff', 'POST', '/api/glossaryItems/letter', { letter: 'AB' })).body).toMatchObject({
      code: 'glossary.invalid_letter',
    });
    expect((await call('staff', 'GET', '/api/glossaryItems?sort=random')).body).toMatchObject({ code: 'request.invalid' });
    expect((await call('staff', 'GET', '/api/glossaryItems?page=0')).status).toBe(400);
    expect((await call('staff', 'DELETE', '/api/glossaryItems/not-a-uuid')).body).toMatchObject({ code: 'request.invalid' });
    expect((await call('staff', 'DELETE', '/api/glossaryItems/00000000-0000-4000-8000-000000000999')).body).toMatchObject({
      code: 'glossary.not_found',
    });
  });

  test('an XSS payload is kept as text in titles and comments, and removed from rich descriptions', async () => {
    const payload = '<img src=x onerror="window.pwned=1">';
    const plain = await call('staff', 'POST', '/api/glossaryItems', {
      title: `Bait ${payload}`,
      description: `<script>alert(1)</script> ${payload}`,
    });
    expect(plain.body).toMatchObject({
      title: `Bait ${payload}`,
      description: `<script>alert(1)</script> ${payload}`,
      descriptionFormat: 'plain',
    });
    const rich = await call('staff', 'POST', '/api/glossaryItems', {
      title: 'Rich',
      description: `<p>Keep <strong>this</strong>${payload}<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>`,
      descriptionFormat: 'html',
    });
    expect(rich.body.description).toBe('<p>Keep <strong>this</strong><a>x</a></p>');
    const onlyScript = await call('staff', 'POST', '/api/glossaryItems', {
      title: 'Empty',
      description: '<script>alert(1)</script>',
      descriptionFormat: 'html',
    });
    expect(onlyScript.body).toMatchObject({ code: 'glossary.description_required' });
    const commented = await call('admin', 'POST', `/api/glossaryItems/${plain.body.id}/comments`, { text: payload });
    expect(commented.body.comments[0]).toMatchObject({ text: payload });
  });

  test('the author or an admin edits and deletes; a colleague gets 403', async () => {
    const item = await create('staff', 'Sperrfrist');
    const edited = await call('admin', 'POST', '/api/glossaryItems', { id: item.id, title: 'Embargo', description: 'Not before 10:00' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Embargo', createdBy: { name: 'Sam Staff' }, letter: 'E' });
    const theirs = await create('admin', 'Kicker');
    expect(await call('staff', 'POST', '/api/glossaryItems', { id: theirs.id, title: 'Mine', description: 'x' })).toMatchObject({
      status: 403,
      body: { code: 'glossary.not_author' },
    });
    expect(await call('staff', 'DELETE', `/api/glossaryItems/${theirs.id}`)).toMatchObject({
      status: 403,
      body: { code: 'glossary.not_author' },
    });
    expect((await call('staff', 'DELETE', `/api/glossaryItems/${item.id}`)).status).toBe(204);
    expect((await call('admin', 'DELETE', `/api/glossaryItems/${theirs.id}`)).status).toBe(204);
  });
});

describe('likes and comments', () => {
  test('a like toggles, one per user; most liked sorts by likes', async () => {
    await clear();
    const first = await create('staff', 'Alpha');
    const second = await create('staff', 'Beta');
    expect((await call('staff', 'POST', `/api/glossaryItems/${second.id}/like`)).body).toMatchObject({ likes: 1, likedByMe: true });
    expect((await call('admin', 'POST', `/api/glossaryItems/${second.id}/like`)).body).toMatchObject({ likes: 2, likedByMe: true });
    expect((await call('staff', 'POST', `/api/glossaryItems/${second.id}/like`)).body).toMatchObject({ likes: 1, likedByMe: false });
    expect(titles(await call('staff', 'GET', '/api/glossaryItems?sort=most-liked'))).toEqual(['Beta', 'Alpha']);
    expect((await call('staff', 'POST', `/api/glossaryItems/${first.id}/like`)).body).toMatchObject({ likes: 1 });
    expect((await call('staff', 'POST', '/api/glossaryItems/00000000-0000-4000-8000-000000000998/like')).status).toBe(404);
  });

  test('users delete their own comments, an admin any; others get 403', async () => {
    const item = await create('staff', 'Gamma');
    const byAdmin = (await call('admin', 'POST', `/api/glossaryItems/${item.id}/comments`, { text: 'Source?' })).body.comments[0];
    const byStaff = (await call('staff', 'POST', `/api/glossaryItems/${item.id}/comments`, { text: 'Duden.' })).body.comments[1];
    expect(byStaff).toMatchObject({ text: 'Duden.', createdBy: { name: 'Sam Staff' }, canDelete: true });
    expect(
      (await call('staff', 'GET', '/api/glossaryItems?search=gamma')).body.items[0].comments.map(
        (c: { canDelete: boolean }) => c.canDelete,
      ),
    ).toEqual([false, true]);
    expect(await call('staff', 'DELETE', `/api/glossaryItems/${item.id}/comments/${byAdmin.id}`)).toMatchObject({
      status: 403,
      body: { code: 'glossary.not_comment_author' },
    });
    expect((await call('staff', 'DELETE', `/api/glossaryItems/${item.id}/comments/${byStaff.id}`)).body.comments).toHaveLength(1);
    expect((await call('admin', 'DELETE', `/api/glossaryItems/${item.id}/comments/${byAdmin.id}`)).body.comments).toEqual([]);
    expect((await call('admin', 'DELETE', `/api/glossaryItems/${item.id}/comments/${byAdmin.id}`)).body).toMatchObject({
      code: 'glossary.comment_not_found',
    });
    expect((await call('staff', 'POST', `/api/glossaryItems/${item.id}/comments`, { text: '   ' })).body).toMatchObject({
      code: 'glossary.comment_required',
    });
  });
});

test('anonymous callers are sent away', async () => {
  const response = await rawRequest(`${server.t.url}/api/glossaryItems`, { method: 'GET', headers: {} });
  expect(response.status).toBe(401);
});
