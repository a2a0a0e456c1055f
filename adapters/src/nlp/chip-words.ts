/** Word lists of chip-cleanup.ts: what stands next to a name without being part of it. */

/**
 * Section and rubric words of news sites and feeds ("People", "Sport", "Politik"): glued to a
 * headline they end up inside a name. Capitalised, as they are written in section labels.
 */
export const SECTION_WORDS = new Set(
  `People Sport Sports Politik Wirtschaft Kultur Panorama Leute Gesellschaft Inland Ausland Meinung Video Videos Live Ticker
  Liveticker News Update Breaking Exklusiv Exclusive Interview Kommentar Analyse Analysis Opinion Business Entertainment Tech
  Technology Health Science World Lifestyle Showbiz Politique Société Economie Économie Culture Santé Monde International Faits-divers
  Actualité Actualités Direct Vidéo Vidéos Photos Diaporama Musik Reise Auto Digital Wissen Gesundheit Stil Feuilleton`.split(/\s+/),
);

/** Words that join two names ("Merkel und Macron"): never inside one person's name. */
export const JOINERS = new Set(['und', 'and', 'et', 'sowie', 'or', 'oder', 'ou', '&', 'vs', 'gegen', 'contre', 'versus']);

/** "Charlotte née Bourgoin": a birth name belongs to the name. */
export const NEE = new Set(['née', 'né', 'geb', 'geborene', 'geborener']);

/** German "zu" + noun phrases after a name: "Hans Küng zu Besuch". */
export const ZU_PHRASES = new Set(['Besuch', 'Gast', 'Hause', 'Ende', 'Beginn', 'Recht', 'Fuß', 'Wort', 'Tode', 'Lasten', 'Gunsten']);

/**
 * German roles before a name that the title list does not know ("Landesgeschäftsführer Peter
 * Binder", "Polizeiwissenschafter Rafael Behr", "Stellvertreterin Astrid Rössler").
 */
export const GERMAN_ROLE_ENDING =
  /(?:führer|führerin|rat|rätin|leiter|leiterin|koordinator|koordinatorin|wissenschafter|wissenschaftler|wissenschaftlerin|agent|agentin|hauptmann|stellvertreter|stellvertreterin|fürst|fürstin|vize|sekretären|experte|expertin|autor|autorin|sohn|tochter|vater|mutter|bruder|schwester|frau|ehemann)$/;
