/**
 * Frequent function words that PostgreSQL's snowball stop lists (english, german, french) do not
 * contain but that would otherwise top the frequent terms of news text (French "les" is not in
 * PostgreSQL's list). Content words (jahr, prozent, année) are deliberately not here.
 */
export const EXTRA_STOPWORDS = {
  en: ['said', 'says', 'would', 'could', 'also', 'told', 'according', 'however', 'including', 'since', 'yet', 'many', 'much', 'like', 'still', 'even', 'whether', 'although', 'though', 'per', 'via'],
  de: [
    'wurde', 'wurden', 'worden', 'sei', 'seien', 'sagte', 'sagt', 'seit', 'beim', 'dass', 'sowie', 'sollen', 'soll', 'rund', 'mehr', 'bereits', 'immer', 'schon',
    'laut', 'habe', 'hatte', 'hätten', 'wäre', 'würde', 'würden', 'könnte', 'müssen', 'muss', 'kann', 'können', 'etwa', 'dabei', 'denen', 'dessen', 'sowohl', 'zudem', 'jedoch',
  ],
  fr: [
    'les', 'plus', 'cette', 'comme', 'selon', 'lors', 'aussi', 'déjà', 'après', 'avant', 'entre', 'sans', 'sous', 'chez', 'tout', 'tous', 'toute', 'toutes', 'très', 'peu',
    'fait', 'dit', 'ainsi', 'leurs', 'être', 'avoir', 'peut', 'contre', 'depuis', 'encore', 'alors', 'donc', 'dont', 'où', 'cela', 'celui', 'celle', 'ceux', 'quand', 'autre', 'autres', 'bien', 'elles',
  ],
} as const;
