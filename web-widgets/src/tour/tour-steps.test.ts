import { describe, expect, test } from '@jest/globals';
import en from '../../locales/en/tour.json' with { type: 'json' };
import de from '../../locales/de/tour.json' with { type: 'json' };
import fr from '../../locales/fr/tour.json' with { type: 'json' };
import { TOUR_PAGES, tourPageOf, tourStepsFor } from './tour-steps';

const lookup = (resource: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);

describe('tour steps', () => {
  test('a path below a page belongs to it; unknown pages have only the shell steps', () => {
    expect(tourPageOf('/collections/42?x=1')).toBe('collections');
    expect(tourPageOf('/search?docId=7')).toBe('search');
    expect(tourPageOf('/nowhere')).toBeNull();
    expect(tourStepsFor('/nowhere', { welcome: false }).map((s) => s.id)).toEqual(['navigation', 'notifications', 'settings', 'user-menu']);
  });

  test('every step of every page has its title and text in en, de and fr', () => {
    const keys = TOUR_PAGES.flatMap((page) => tourStepsFor(`/${page}`, { welcome: true })).flatMap((s) => [s.titleKey, s.bodyKey]);
    for (const [language, resource] of Object.entries({ en, de, fr })) {
      const missing = keys.filter((key) => typeof lookup(resource, key) !== 'string');
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  test('shell steps point at stable data-tour attributes', () => {
    const steps = tourStepsFor('/dashboard', { welcome: true });
    expect(steps.find((s) => s.id === 'welcome')?.element).toBeUndefined();
    expect(steps.find((s) => s.id === 'navigation')?.element).toBe('[data-tour="navigation"]');
  });
});
