import {
  COLOR_SCHEME_STORAGE_KEY,
  cssColorSchemeOf,
  readColorSchemeChoice,
  themeAttributeOf,
  writeColorSchemeChoice,
} from './color-scheme';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('colour scheme choice', () => {
  it('maps system to no attribute and light/dark to themselves', () => {
    expect(themeAttributeOf('system')).toBeUndefined();
    expect(themeAttributeOf('light')).toBe('light');
    expect(themeAttributeOf('dark')).toBe('dark');
    expect(cssColorSchemeOf('system')).toBe('light dark');
    expect(cssColorSchemeOf('dark')).toBe('dark');
  });

  it('remembers light and dark, and forgets the entry for system', () => {
    const storage = memoryStorage();
    writeColorSchemeChoice(storage, 'dark');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(readColorSchemeChoice(storage)).toBe('dark');
    writeColorSchemeChoice(storage, 'system');
    expect(storage.items.has(COLOR_SCHEME_STORAGE_KEY)).toBe(false);
    expect(readColorSchemeChoice(storage)).toBe('system');
  });

  it('reads system from nothing, from garbage and from a storage that throws', () => {
    const storage = memoryStorage();
    expect(readColorSchemeChoice(undefined)).toBe('system');
    storage.items.set(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(readColorSchemeChoice(storage)).toBe('system');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readColorSchemeChoice(refusing)).toBe('system');
    expect(() => writeColorSchemeChoice(refusing, 'dark')).not.toThrow();
  });
});
