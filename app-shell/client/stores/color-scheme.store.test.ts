import { describe, expect, test } from '@jest/globals';
import { COLOR_SCHEME_STORAGE_KEY } from '@newsdesk/web-widgets/provider';
import { ColorSchemeStore } from './color-scheme.store';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('ColorSchemeStore', () => {
  test('starts from the remembered choice and tells the page at once, before any render', () => {
    const applied: string[] = [];
    const store = new ColorSchemeStore(memoryStorage({ [COLOR_SCHEME_STORAGE_KEY]: 'dark' }), (css) => applied.push(css));
    expect(store.choice).toBe('dark');
    expect(store.themeAttribute).toBe('dark');
    expect(applied).toEqual(['dark']);
  });

  test('a new choice is remembered and applied; system leaves it to the browser', () => {
    const storage = memoryStorage();
    const applied: string[] = [];
    const store = new ColorSchemeStore(storage, (css) => applied.push(css));
    expect(store.choice).toBe('system');
    expect(store.themeAttribute).toBeUndefined();
    void store.choose('light');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(store.themeAttribute).toBe('light');
    void store.choose('system');
    expect(storage.items.has(COLOR_SCHEME_STORAGE_KEY)).toBe(false);
    expect(applied).toEqual(['light dark', 'light', 'light dark']);
  });

  test('a choice goes to the server (PUT /api/me/color-scheme); a failed save keeps it in this browser', async () => {
    const storage = memoryStorage();
    const saved: string[] = [];
    const store = new ColorSchemeStore(storage, () => undefined, {
      changeColorScheme: async (choice) => {
        saved.push(choice);
        if (choice === 'light') throw new Error('offline');
        return undefined as never;
      },
    });
    await store.choose('dark');
    await store.choose('dark');
    await store.choose('light');
    expect(saved).toEqual(['dark', 'light']);
    expect(store.choice).toBe('light');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  test("after login the server's value replaces the cached one, and is cached for the next first paint", () => {
    const storage = memoryStorage({ [COLOR_SCHEME_STORAGE_KEY]: 'light' });
    const applied: string[] = [];
    const store = new ColorSchemeStore(storage, (css) => applied.push(css));
    store.adopt('dark');
    expect(store.themeAttribute).toBe('dark');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(applied).toEqual(['light', 'dark']);
  });

  test('sets color-scheme on the html element by default', () => {
    const store = new ColorSchemeStore(memoryStorage());
    void store.choose('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
