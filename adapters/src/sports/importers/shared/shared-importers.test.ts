import { describe, expect, test } from '@jest/globals';
import { emptySportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { mergeBatches, rowCount } from './import-batch';
import { alpha2OfCode, alpha2OfDemonym, codeOfDemonym } from './nationalities';
import { seasonRecord, splitSeasonOf } from './season-records';
import { slugify } from './slug';

describe('shared importer helpers', () => {
  test('one season record per id for every sport', () => {
    expect(seasonRecord('2024-25')).toEqual({ id: '2024-25', name: '2024-25', startsOn: '2024-07-01', endsOn: '2025-06-30' });
    expect(seasonRecord('1999-00')).toMatchObject({ startsOn: '1999-07-01', endsOn: '2000-06-30' });
    expect(seasonRecord('2024')).toEqual({ id: '2024', name: '2024', startsOn: '2024-01-01', endsOn: '2024-12-31' });
    expect(() => seasonRecord('2024-26')).toThrow('the second year must follow the first');
    expect(() => seasonRecord('24/25')).toThrow('is not a season');
    expect([splitSeasonOf('2024-07-01'), splitSeasonOf('2025-06-30')]).toEqual(['2024-25', '2024-25']);
  });

  test('merging batches keeps one row per key, the later file winning', () => {
    const a = {
      ...emptySportsImportBatch(),
      teams: [{ id: 't', sport: 'football' as const, name: 'Old', shortName: null, countryCode: null, venue: null }],
    };
    const b = {
      ...emptySportsImportBatch(),
      teams: [{ ...a.teams[0]!, name: 'New' }],
      squads: [{ teamId: 't', seasonId: '2024-25', playerId: 'p', shirtNumber: 1, position: null }],
    };
    const merged = mergeBatches([a, b, { ...emptySportsImportBatch(), squads: [{ ...b.squads[0]!, shirtNumber: 9 }] }]);
    expect(merged.teams).toEqual([{ ...a.teams[0], name: 'New' }]);
    expect(merged.squads).toEqual([{ ...b.squads[0], shirtNumber: 9 }]);
    expect(rowCount(merged)).toBe(2);
  });

  test('country codes and slugs', () => {
    expect([alpha2OfCode('ENG'), alpha2OfCode('SUI'), alpha2OfCode('MCO'), alpha2OfCode('XYZ'), alpha2OfCode(null)]).toEqual([
      'GB',
      'CH',
      'MC',
      null,
      null,
    ]);
    expect([codeOfDemonym('Dutch'), codeOfDemonym('Argentinian '), codeOfDemonym('Martian'), alpha2OfDemonym('Monegasque')]).toEqual([
      'NED',
      'ARG',
      'Martian',
      'MC',
    ]);
    expect([slugify('FC Bayern München'), slugify('Brighton & Hove Albion'), slugify('Atlético Madrid'), slugify('Bodø/Glimt')]).toEqual([
      'fc-bayern-munchen',
      'brighton-and-hove-albion',
      'atletico-madrid',
      'bodo-glimt',
    ]);
  });
});
