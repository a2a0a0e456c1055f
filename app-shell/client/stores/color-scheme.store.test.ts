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
    store.choose('light');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(store.themeAttribute).toBe('light');
    store.choose('system');
    expect(storage.items.has(COLOR_SCHEME_STORAGE_KEY)).toBe(false);
    expect(applied).toEqual(['light dark', 'light', 'light dark']);
  });

  test('sets color-scheme on the html element by default', () => {
    const store = new ColorSchemeStore(memoryStorage());
    store.choose('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
