import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../testing/identity.mother';
import { DeleteInfoMessage, DismissInfoMessage, ListActiveInfoMessages, ListInfoMessages } from './info-message-use-cases';
import { MAX_INFO_MESSAGE_LENGTH, type InfoMessageDraft } from './info-message.types';
import { CreateInfoMessage, UpdateInfoMessage } from './save-info-message';
import { InMemoryInfoMessageRepository } from './testing/in-memory-info-message-repository';

const setup = () => {
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = { now: () => now };
  let n = 0;
  const messages = new InMemoryInfoMessageRepository();
  return {
    advanceTo: (iso: string) => (now = new Date(iso)),
    create: new CreateInfoMessage(messages, { newId: () => aUuid(7000 + ++n) }, clock),
    update: new UpdateInfoMessage(messages, clock),
    remove: new DeleteInfoMessage(messages),
    active: new ListActiveInfoMessages(messages, clock),
    all: new ListInfoMessages(messages),
    dismiss: new DismissInfoMessage(messages, clock),
  };
};

const draft = (overrides: Partial<InfoMessageDraft> = {}): InfoMessageDraft => ({
  level: 'info',
  text: { en: 'Maintenance tonight' },
  expiresAt: null,
  ...overrides,
});

describe('info status messages', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  test('a created message shows to every user until it expires', async () => {
    const created = await ctx.create.execute(
      draft({ level: 'warning', text: { en: ' Down at 18:00 ', de: 'Ab 18 Uhr offline' }, expiresAt: '2026-11-22T18:00:00Z' }),
    );
    expect(created).toMatchObject({
      level: 'warning',
      text: { en: 'Down at 18:00', de: 'Ab 18 Uhr offline' },
      expiresAt: '2026-11-22T18:00:00.000Z',
    });
    expect(await ctx.active.execute(aUuid())).toEqual([created]);
    ctx.advanceTo('2026-11-22T18:00:00Z');
    expect(await ctx.active.execute(aUuid())).toEqual([]);
    expect(await ctx.all.execute()).toEqual([created]);
  });

  test('dismissed by one user, still shown to the others; an unknown or expired message cannot be dismissed', async () => {
    const { id } = await ctx.create.execute(draft({ expiresAt: '2026-11-23T00:00:00Z' }));
    const reader = aUuid();
    await ctx.dismiss.execute(reader, id);
    expect(await ctx.active.execute(reader)).toEqual([]);
    expect(await ctx.active.execute(aUuid())).toHaveLength(1);
    await expect(ctx.dismiss.execute(reader, aUuid())).rejects.toMatchObject({ code: 'info_message.not_found', kind: 'not_found' });
    ctx.advanceTo('2026-11-24T00:00:00Z');
    await expect(ctx.dismiss.execute(aUuid(), id)).rejects.toMatchObject({ code: 'info_message.not_found' });
  });

  test('text required and limited; an expiry must be a date in the future', async () => {
    await expect(ctx.create.execute(draft({ text: { en: '  ', fr: '' } }))).rejects.toMatchObject({ code: 'info_message.text_required' });
    await expect(ctx.create.execute(draft({ text: { de: 'x'.repeat(MAX_INFO_MESSAGE_LENGTH + 1) } }))).rejects.toMatchObject({
      code: 'info_message.too_long',
    });
    await expect(ctx.create.execute(draft({ expiresAt: '2026-11-22T07:59:00Z' }))).rejects.toMatchObject({
      code: 'info_message.expiry_in_past',
    });
    await expect(ctx.create.execute(draft({ expiresAt: 'soon' }))).rejects.toMatchObject({ code: 'info_message.invalid_expiry' });
    expect(await ctx.all.execute()).toEqual([]);
  });

  test('update replaces level, text and expiry; delete removes; unknown ids are not found', async () => {
    const { id } = await ctx.create.execute(draft());
    ctx.advanceTo('2026-11-22T09:00:00Z');
    const updated = await ctx.update.execute(id, draft({ level: 'warning', text: { fr: 'Maintenance ce soir' } }));
    expect(updated).toMatchObject({
      level: 'warning',
      text: { fr: 'Maintenance ce soir' },
      updatedAt: '2026-11-22T09:00:00.000Z',
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    await expect(ctx.update.execute(aUuid(), draft())).rejects.toMatchObject({ code: 'info_message.not_found' });
    await ctx.remove.execute(id);
    await expect(ctx.remove.execute(id)).rejects.toMatchObject({ code: 'info_message.not_found' });
  });
});
