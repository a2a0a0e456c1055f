import { describe, expect, test } from '@jest/globals';
import type { GazetteerExtra } from './gazetteer';
import { ReloadingEntityExtractor } from './reloading-entity-extractor';

// The name appears only by its alias, so it is the gazetteer (not the trained model, which finds
// unlisted names too) that turns "ZQ" into the person's canonical name.
const text = 'Das sagte ZQ gestern in Bern.';
const listed = { name: 'Zorbalina Quertmoos', aliases: ['ZQ'] };
const persons = (extractor: ReloadingEntityExtractor) =>
  extractor
    .extract(text, 'de')
    .filter((m) => m.kind === 'person')
    .map((m) => m.name);

describe('ReloadingEntityExtractor', () => {
  test('an added person is found after a reload', () => {
    const extractor = new ReloadingEntityExtractor({ load: async () => ({}) });
    expect(persons(extractor)).not.toContain('Zorbalina Quertmoos');
    extractor.reload({ de: { persons: [listed] } });
    expect(persons(extractor)).toContain('Zorbalina Quertmoos');
  });

  test('reloads in the background: after notifyChanged at once, otherwise at most every minute', async () => {
    let extra: GazetteerExtra = {};
    let loads = 0;
    let clock = 0;
    const extractor = new ReloadingEntityExtractor({ load: async () => (loads++, extra), now: () => clock });
    persons(extractor); // kicks off the first load
    await extractor.refresh();
    expect(loads).toBe(1);

    extra = { de: { persons: [listed] } };
    clock = 30_000;
    expect(persons(extractor)).not.toContain('Zorbalina Quertmoos');
    await Promise.resolve();
    expect(loads).toBe(1);

    clock = 60_000;
    expect(persons(extractor)).not.toContain('Zorbalina Quertmoos'); // still the current one while loading
    await extractor.refresh();
    expect(loads).toBe(2);
    expect(persons(extractor)).toContain('Zorbalina Quertmoos');

    extra = {};
    await extractor.notifyChanged();
    expect(loads).toBe(3);
    expect(persons(extractor)).not.toContain('Zorbalina Quertmoos');
  });

  test('a failing load keeps the current extractor', async () => {
    const errors: unknown[] = [];
    const extractor = new ReloadingEntityExtractor({
      load: async () => Promise.reject(new Error('db down')),
      onError: (e) => errors.push(e),
    });
    extractor.reload({ de: { persons: [listed] } });
    await extractor.notifyChanged();
    expect(errors).toHaveLength(1);
    expect(persons(extractor)).toContain('Zorbalina Quertmoos');
  });
});
