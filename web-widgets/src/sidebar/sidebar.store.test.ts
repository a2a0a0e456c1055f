import { describe, expect, test } from '@jest/globals';
import { formatBadgeCount } from './badge';
import { isCurrentPath, navigationItems } from './navigation';
import { SIDEBAR_STORAGE_KEY, SidebarStore } from './sidebar.store';
import type { SidebarStorage } from './sidebar.store';

const memoryStorage = (initial: Record<string, string> = {}): SidebarStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
};

describe('SidebarStore', () => {
  test('is open by default', () => {
    expect(new SidebarStore(memoryStorage()).collapsed).toBe(false);
    expect(new SidebarStore(null).collapsed).toBe(false);
  });

  test('toggle persists, and a new store restores it', () => {
    const storage = memoryStorage();
    const store = new SidebarStore(storage);
    store.toggle();
    expect(store.collapsed).toBe(true);
    expect(storage.data[SIDEBAR_STORAGE_KEY]).toBe('true');
    expect(new SidebarStore(storage).collapsed).toBe(true);

    store.toggle();
    expect(new SidebarStore(storage).collapsed).toBe(false);
  });

  test('a storage that throws does not break the sidebar', () => {
    const broken: SidebarStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new SidebarStore(broken);
    expect(store.collapsed).toBe(false);
    store.toggle();
    expect(store.collapsed).toBe(true);
  });

  test('uses window.localStorage by default', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    expect(new SidebarStore().collapsed).toBe(true);
    localStorage.removeItem(SIDEBAR_STORAGE_KEY);
  });
});

describe('formatBadgeCount', () => {
  test.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i → "%s"', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('navigationItems', () => {
  const ids = (...args: Parameters<typeof navigationItems>) => navigationItems(...args).map((item) => item.id);

  test('staff in production see the five everyday sections', () => {
    expect(ids({ user: { roles: ['staff'] }, environment: 'production' })).toEqual([
      'dashboard',
      'statistics',
      'search',
      'collections',
      'glossary',
    ]);
  });

  test('admins get administration; staging adds the site monitor with its alert count', () => {
    const items = navigationItems({ user: { roles: ['admin'] }, environment: 'staging', siteMonitorAlertCount: 4 });
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(['administration', 'site-monitor']));
    expect(items.find((item) => item.id === 'site-monitor')?.badge).toBe(4);
  });

  test('isCurrentPath ignores the query and matches sub-pages', () => {
    expect(isCurrentPath('/search', '/search?docId=12')).toBe(true);
    expect(isCurrentPath('/collections', '/collections/42')).toBe(true);
    expect(isCurrentPath('/search', '/searches')).toBe(false);
  });
});
