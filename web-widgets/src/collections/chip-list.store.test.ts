import { describe, expect, test } from '@jest/globals';
import { validateEmailChip, validateSlackChip } from '@newsdesk/core/collections/collection-validation';
import { ApiError } from '../api/api-error';
import { ChipListStore } from './chip-list.store';
import { CollectionEditorStore } from './collection-editor.store';
import { FakeCollectionsApi, aCollectionSearch, someCollections } from './collections.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChipListStore (spec §5 chips)', () => {
  test('Enter turns the text into a chip; an invalid one stays, flagged with the server code', () => {
    const chips = new ChipListStore({ validate: validateEmailChip });
    chips.setDraft(' desk@newsroom.example ');
    chips.commitDraft();
    chips.setDraft('desk@');
    chips.commitDraft();
    expect(chips.chips).toEqual([
      { value: 'desk@newsroom.example', problem: null, checking: false },
      { value: 'desk@', problem: { code: 'collection.invalid_email', message: 'This e-mail address is not valid.' }, checking: false },
    ]);
    expect(chips.draft).toBe('');
    expect(chips.invalidChips.map((c) => c.value)).toEqual(['desk@']);
  });

  test('a comma commits what comes before it, pasted lists included; the rest stays as text', () => {
    const chips = new ChipListStore({ validate: validateEmailChip });
    chips.setDraft('a@b.ch, c@d.ch,e@f');
    expect(chips.values).toEqual(['a@b.ch', 'c@d.ch']);
    expect(chips.draft).toBe('e@f');
    expect(chips.hasPendingText).toBe(true);
  });

  test('the same chip twice (ignoring case) is added once; Backspace in the empty input removes the last', () => {
    const chips = new ChipListStore({ validate: validateEmailChip });
    chips.setDraft('a@b.ch,A@B.CH,');
    expect(chips.values).toEqual(['a@b.ch']);
    chips.removeLast();
    expect(chips.values).toEqual([]);
  });

  test('Slack chips: the format first, then whether the channel exists; Slack not configured = format only', async () => {
    const api = new FakeCollectionsApi(someCollections());
    const editor = new CollectionEditorStore(api);
    editor.slack.setDraft('#economy-desk,#sports,economy,');
    expect(editor.slack.isChecking).toBe(true);
    await settle();
    expect(editor.slack.chips.map((c) => [c.value, c.problem?.code ?? null])).toEqual([
      ['#economy-desk', null],
      ['#sports', 'collection.slack_channel_not_found'],
      ['economy', 'collection.invalid_slack_channel'],
    ]);
    api.slackChannels = null;
    editor.slack.setDraft('#anything,');
    await settle();
    expect(editor.slack.chips.at(-1)).toEqual({ value: '#anything', problem: null, checking: false });
    expect(api.callsOf('slack')).toEqual([['#economy-desk'], ['#sports'], ['#anything']]);
  });

  test('a failing check (network) accepts the chip: the server checks again on save', async () => {
    const chips = new ChipListStore({
      validate: validateSlackChip,
      check: () => Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'offline' })),
    });
    chips.setDraft('#desk,');
    await settle();
    expect(chips.chips).toEqual([{ value: '#desk', problem: null, checking: false }]);
  });
});

describe('CollectionEditorStore', () => {
  const search = someCollections()[0]!.search;

  test('invalid chips, pending text, a missing name or frequency block saving; nothing is sent', async () => {
    const api = new FakeCollectionsApi(someCollections());
    const editor = new CollectionEditorStore(api);
    editor.openCreate(aCollectionSearch({ tags: [{ name: 'chief' }] }));
    editor.emails.setDraft('chief@newsroom.example');
    expect(await editor.save()).toBeNull();
    expect(editor.problems.map((p) => p.key)).toEqual([
      'errors:collection.name_required',
      'errors:collection.frequency_required',
      'collections:editor.pending.emails',
    ]);
    editor.setName('Chief');
    editor.setFrequency('daily');
    editor.emails.commitDraft();
    editor.emails.setDraft('nobody@,');
    expect(await editor.save()).toBeNull();
    expect(editor.problems.map((p) => [p.key, p.values['value']])).toEqual([['errors:collection.invalid_email', 'nobody@']]);
    expect(api.callsOf('save')).toEqual([]);
    editor.emails.remove(1);
    expect((await editor.save())?.alert).toEqual({ frequency: 'daily', slackChannels: [], emails: ['chief@newsroom.example'] });
  });

  test('the server’s refusal stays in the form (same search twice)', async () => {
    const api = new FakeCollectionsApi(someCollections());
    const editor = new CollectionEditorStore(api);
    editor.openCreate(search, 'Another name');
    expect(await editor.save()).toBeNull();
    expect(editor.isOpen).toBe(true);
    expect(editor.serverError).toMatchObject({
      code: 'collection.duplicate_search',
      message: 'Collection with these parameters already exists',
    });
  });
});
