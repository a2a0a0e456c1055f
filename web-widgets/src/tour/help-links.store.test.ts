import { describe, expect, test } from '@jest/globals';
import { HelpLinksStore, isWebUrl } from './help-links.store';

describe('HelpLinksStore', () => {
  test('takes the configured feedback link and user guide path', async () => {
    const store = new HelpLinksStore({ settings: async () => ({ feedbackUrl: 'https://chat.example/feedback', userGuidePath: '/guide' }) });
    await store.load();
    expect([store.feedbackUrl, store.userGuidePath]).toEqual(['https://chat.example/feedback', '/guide']);
  });

  test('a link that is not http(s) is never offered; a failed call hides feedback', async () => {
    const bad = new HelpLinksStore({ settings: async () => ({ feedbackUrl: 'javascript:alert(1)', userGuidePath: '/user-guide' }) });
    await bad.load();
    expect(bad.feedbackUrl).toBeNull();
    const failing = new HelpLinksStore({ settings: async () => Promise.reject(new Error('offline')) });
    await failing.load();
    expect(failing.feedbackUrl).toBeNull();
    expect(isWebUrl('not a url')).toBe(false);
  });
});
