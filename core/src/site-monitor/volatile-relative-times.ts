import { alternation, recogniser, type VolatileRecogniser } from './volatile-patterns';

/**
 * Relative times ("3 minutes ago", "vor einer Stunde", "il y a 2 h", "just now"): they change on
 * every visit while the page stays the same. Future ones ("in 5 minutes", "dans 2 heures") are
 * countdowns to the next update and change the same way.
 */

const QUALIFIERS = {
  en: ['about', 'around', 'almost', 'nearly', 'over', 'under', 'less than', 'more than', 'roughly'],
  de: ['etwa', 'ca.', 'circa', 'rund', 'knapp', 'über', 'mehr als', 'weniger als', 'fast'],
  fr: ['environ', 'près de', 'plus de', 'moins de', 'presque'],
};

const AMOUNT = String.raw`\d{1,3}`;
const AMOUNTS = {
  en: [
    AMOUNT,
    ...[
      'a',
      'an',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'a few',
      'few',
      'several',
      'a couple of',
      'a couple',
    ],
  ],
  de: [
    AMOUNT,
    ...[
      'ein',
      'einer',
      'einem',
      'eins',
      'zwei',
      'drei',
      'vier',
      'fünf',
      'sechs',
      'sieben',
      'acht',
      'neun',
      'zehn',
      'wenigen',
      'ein paar',
      'einigen',
      'mehreren',
    ],
  ],
  fr: [AMOUNT, ...['un', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'quelques', 'plusieurs']],
};

const UNITS = {
  en: [
    'second',
    'seconds',
    'sec',
    'secs',
    's',
    'minute',
    'minutes',
    'min',
    'mins',
    'm',
    'hour',
    'hours',
    'hr',
    'hrs',
    'h',
    'day',
    'days',
    'd',
    'week',
    'weeks',
    'wk',
    'wks',
    'w',
    'month',
    'months',
    'mo',
    'mos',
    'year',
    'years',
    'yr',
    'yrs',
    'y',
    'moment',
    'moments',
  ],
  de: [
    'Sekunde',
    'Sekunden',
    'Sek.',
    'Sek',
    's',
    'Minute',
    'Minuten',
    'Min.',
    'Min',
    'm',
    'Stunde',
    'Stunden',
    'Std.',
    'Std',
    'h',
    'Tag',
    'Tagen',
    'Tg.',
    'd',
    'Woche',
    'Wochen',
    'Monat',
    'Monaten',
    'Jahr',
    'Jahren',
    'Moment',
    'Augenblick',
  ],
  fr: [
    'seconde',
    'secondes',
    'sec.',
    'sec',
    's',
    'minute',
    'minutes',
    'min.',
    'min',
    'mn',
    'heure',
    'heures',
    'h',
    'jour',
    'jours',
    'j',
    'semaine',
    'semaines',
    'mois',
    'an',
    'ans',
    'année',
    'années',
    'instant',
    'instants',
  ],
};

/** Count-downs ("in 5 minutes") only in short units: "in zwei Jahren" in a sentence is content. */
const SHORT_UNITS = {
  en: ['second', 'seconds', 'sec', 'secs', 's', 'minute', 'minutes', 'min', 'mins', 'm', 'hour', 'hours', 'hr', 'hrs', 'h'],
  de: ['Sekunde', 'Sekunden', 'Sek.', 'Sek', 's', 'Minute', 'Minuten', 'Min.', 'Min', 'm', 'Stunde', 'Stunden', 'Std.', 'Std', 'h'],
  fr: ['seconde', 'secondes', 'sec.', 'sec', 's', 'minute', 'minutes', 'min.', 'min', 'mn', 'heure', 'heures', 'h'],
};

/** "3 minutes", "3min", "about an hour", "einer Stunde": glued to a unit only as digits ("3m", never "am"). */
const phrase = (lang: keyof typeof UNITS, units: readonly string[] = UNITS[lang]) =>
  `(?:${alternation(QUALIFIERS[lang])}\\s)?(?:${AMOUNT}\\s?|${alternation(AMOUNTS[lang].slice(1))}\\s)${alternation(units)}`;

export const RELATIVE_TIME_RECOGNISERS: readonly VolatileRecogniser[] = [
  // English: 3 minutes ago, an hour ago, 2h ago, a few seconds ago, in 5 minutes
  recogniser('relative_time', `${phrase('en')}\\sago`),
  recogniser('relative_time', `in\\s${phrase('en', SHORT_UNITS.en)}`),
  recogniser('relative_time', alternation(['just now', 'right now', 'moments ago', 'a moment ago', 'seconds ago'])),
  // German: vor 3 Minuten, vor einer Stunde, vor 2 Std., in 5 Minuten, gerade eben, soeben
  recogniser('relative_time', `vor\\s${phrase('de')}`),
  recogniser('relative_time', `in\\s${phrase('de', SHORT_UNITS.de)}`),
  recogniser('relative_time', alternation(['gerade eben', 'eben gerade', 'soeben', 'gerade jetzt', 'jetzt gerade'])),
  // French: il y a 3 minutes, il y a une heure, il y a 2 h, dans 5 minutes, à l'instant
  recogniser('relative_time', `il\\sy\\sa\\s${phrase('fr')}`),
  recogniser('relative_time', `dans\\s${phrase('fr', SHORT_UNITS.fr)}`),
  recogniser('relative_time', alternation(["à l'instant", "a l'instant", "à l'instant même"])),
];
