import { dateTimeFormat, numberFormat } from './formatters';

describe('cached Intl formatters', () => {
  it('formats as a new formatter would, in each language', () => {
    expect(numberFormat('de').format(10001)).toBe(new Intl.NumberFormat('de').format(10001));
    expect(numberFormat('fr').format(10001)).toBe(new Intl.NumberFormat('fr').format(10001));
    const at = new Date('2026-11-27T10:00:00Z');
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Zurich', dateStyle: 'medium', timeStyle: 'short' };
    expect(dateTimeFormat('en', options).format(at)).toBe(new Intl.DateTimeFormat('en', options).format(at));
  });

  it('builds one formatter per language and options, and keeps them apart', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(numberFormat('de'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { month: 'short' })).toBe(dateTimeFormat('en', { month: 'short' }));
    expect(dateTimeFormat('en', { month: 'short' })).not.toBe(dateTimeFormat('en', { month: 'long' }));
  });
});
