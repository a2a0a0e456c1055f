import { alternation, recogniser, type VolatileRecogniser } from './volatile-patterns';

/**
 * Rotating audience counters ("1,234 readers", "12 345 lecteurs", "Aufrufe: 3.456"): the number
 * next to a counter word ticks on every visit. Only the audience's own numbers count: votes,
 * people, victims or seats are the news itself, and a page about an election must still alert.
 * Each counter word belongs to a counter, and the mask names it, so "1 reader" → "2 readers" is
 * the same counter ticking, while "1,234 readers" → "1,234 subscribers" is a change.
 */
const COUNTERS: Record<string, readonly string[]> = {
  views: [
    'view',
    'views',
    'viewer',
    'viewers',
    'pageviews',
    'Aufruf',
    'Aufrufe',
    'Ansicht',
    'Ansichten',
    'Seitenaufrufe',
    'Mal angesehen',
    'vue',
    'vues',
    'affichage',
    'affichages',
  ],
  readers: [
    'reader',
    'readers',
    'reads',
    'Leser',
    'Leserin',
    'Leserinnen',
    'Mal gelesen',
    'lecteur',
    'lecteurs',
    'lectrice',
    'lectrices',
    'lecture',
    'lectures',
  ],
  visitors: [
    'visitor',
    'visitors',
    'visits',
    'Besucher',
    'Besucherin',
    'Besucherinnen',
    'Besuche',
    'Zugriffe',
    'visiteur',
    'visiteurs',
    'visites',
  ],
  comments: [
    'comment',
    'comments',
    'reply',
    'replies',
    'Kommentar',
    'Kommentare',
    'Antwort',
    'Antworten',
    'commentaire',
    'commentaires',
    'réponse',
    'réponses',
  ],
  likes: ['like', 'likes', 'reaction', 'reactions', 'Reaktion', 'Reaktionen', 'Gefällt mir', "j'aime", 'réaction', 'réactions'],
  shares: ['share', 'shares', 'Mal geteilt', 'Shares', 'partage', 'partages'],
  followers: [
    'follower',
    'followers',
    'subscriber',
    'subscribers',
    'Abonnent',
    'Abonnenten',
    'Abonnentin',
    'Abonnentinnen',
    'abonné',
    'abonnés',
    'abonnée',
    'abonnées',
  ],
  clicks: [
    'click',
    'clicks',
    'download',
    'downloads',
    'play',
    'plays',
    'listens',
    'Klick',
    'Klicks',
    'Wiedergaben',
    'clic',
    'clics',
    'téléchargement',
    'téléchargements',
    'écoutes',
  ],
  online: [
    'online',
    'online now',
    'people online',
    'users online',
    'watching now',
    'reading now',
    'gerade online',
    'lesen gerade',
    'en ligne',
    'lisent cet article',
  ],
};

/**
 * Labels that may stand before the number ("Views: 1,234", "Leser 3.456"): plural, label-like
 * words only, since "like 3" or "reply 2" before a number is ordinary prose.
 */
const LABELS_BEFORE = [
  'views',
  'pageviews',
  'readers',
  'reads',
  'visitors',
  'visits',
  'comments',
  'replies',
  'likes',
  'shares',
  'followers',
  'subscribers',
  'clicks',
  'downloads',
  'plays',
  'Aufrufe',
  'Seitenaufrufe',
  'Leser',
  'Besucher',
  'Zugriffe',
  'Kommentare',
  'Abonnenten',
  'Klicks',
  'vues',
  'lecteurs',
  'lectures',
  'visiteurs',
  'visites',
  'commentaires',
  'partages',
  'abonnés',
  'clics',
];

const counterOf = new Map(Object.entries(COUNTERS).flatMap(([counter, words]) => words.map((w) => [fold(w), counter] as const)));
function fold(word: string): string {
  return word.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
}

/**
 * 1,234 · 3.456 · 12 345 · 12'345 · 1234 · 1.2K · 3,4 k · 1,2 Mio. · 2 M. A group separator is
 * followed by exactly three digits; a decimal by one or two and a magnitude.
 */
const MAGNITUDE = String.raw`(?:k|K|M|Mio\.?|Tsd\.?|mille)`;
const NUMBER = String.raw`(?:\d{1,3}(?:[,.'’\s]\d{3}){1,4}|\d{1,3}[.,]\d{1,2}\s?${MAGNITUDE}|\d{1,12}(?:\s?${MAGNITUDE})?)`;
const ANY_COUNTER_WORD = alternation(Object.values(COUNTERS).flat());

const maskAfter = (match: RegExpExecArray) => `counter:${counterOf.get(fold(match.groups!.word!)) ?? 'other'}`;

export const COUNTER_RECOGNISERS: readonly VolatileRecogniser[] = [
  // 1,234 readers · 12 345 lecteurs · 3.456 Leser · 1.2K views
  recogniser('counter', `${NUMBER}\\s?(?<word>${ANY_COUNTER_WORD})`, { mask: maskAfter }),
  // Views: 1,234 · Leser 3.456
  recogniser('counter', `(?<word>${alternation(LABELS_BEFORE)}):?\\s?${NUMBER}`, { mask: maskAfter }),
];
