import { describe, expect, jest, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { fakeReleaseNotesApi, releaseNoteFixtures } from './release-notes.fixtures';
import { ReleaseNotesStore } from './release-notes.store';

const toasts = () => ({ show: jest.fn<(input: { kind: string; messageKey?: string }) => string>(() => 'id') });

describe('ReleaseNotesStore', () => {
  test('show loads the newest page and marks the notes seen; load more appends the older ones', async () => {
    const api = fakeReleaseNotesApi([...releaseNoteFixtures], 2);
    const store = new ReleaseNotesStore(api, toasts());
    await store.show();
    expect(store.open).toBe(true);
    expect(store.sorted.map((n) => n.id)).toEqual(['rn-3', 'rn-2']);
    expect(store.hasMore).toBe(true);
    await Promise.resolve();
    expect(api.seen).toBe(1);
    await store.loadMore();
    expect(store.sorted.map((n) => n.id)).toEqual(['rn-3', 'rn-2', 'rn-1']);
    expect(store.hasMore).toBe(false);
    store.close();
    expect(store.open).toBe(false);
  });

  test('opens by itself after login only when the server says there are unseen notes, and only once', async () => {
    const api = fakeReleaseNotesApi([...releaseNoteFixtures]);
    const quiet = new ReleaseNotesStore(api, toasts());
    await quiet.showIfUnseen('u-1', async () => false);
    expect(quiet.open).toBe(false);

    const store = new ReleaseNotesStore(api, toasts());
    const unseen = jest.fn(async () => true);
    await store.showIfUnseen('u-1', unseen);
    expect(store.open).toBe(true);
    store.close();
    await store.showIfUnseen('u-1', unseen);
    expect(store.open).toBe(false);
    expect(unseen).toHaveBeenCalledTimes(1);
    // another user logs in on the same page
    await store.showIfUnseen('u-2', unseen);
    expect(store.open).toBe(true);
  });

  test('a failed fetch shows the spec toast "Error fetching release notes" and the error state', async () => {
    const api = fakeReleaseNotesApi();
    api.list = async () => {
      throw new ApiError({ status: 500, code: 'server.internal', message: 'boom' });
    };
    const t = toasts();
    const store = new ReleaseNotesStore(api, t);
    await store.show();
    expect(store.status).toBe('error');
    expect(t.show).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors:release_note.fetch_failed' });
  });
});
