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

/**
 * English adjectives of nationality and origin ("Belgian authorities", "the Russian world number
 * five"): the model reads them as places. Capitalised, as they are written. "Czech" is left out:
 * it is also the short name of the country, and CoNLL-2003 marks "Czech midfielder" as a place.
 */
export const ENGLISH_NATIONALITIES = new Set(
  `Afghan Albanian Algerian American Andorran Angolan Argentine Argentinian Armenian Australian Austrian Azerbaijani Bahraini
  Bangladeshi Belarusian Belgian Beninese Bolivian Bosnian Brazilian British Bulgarian Burmese Burundian Cambodian Cameroonian
  Canadian Chadian Chilean Chinese Colombian Congolese Croatian Cuban Cypriot Danish Dutch Ecuadorian Egyptian Emirati
  English Eritrean Estonian Ethiopian European Filipino Finnish French Gabonese Gambian Georgian German Ghanaian Greek Guatemalan
  Guinean Haitian Honduran Hungarian Icelandic Indian Indonesian Iranian Iraqi Irish Israeli Italian Ivorian Jamaican Japanese
  Jordanian Kazakh Kenyan Korean Kosovan Kuwaiti Kyrgyz Laotian Latvian Lebanese Liberian Libyan Lithuanian Luxembourgish
  Macedonian Malagasy Malawian Malaysian Malian Maltese Mauritanian Mexican Moldovan Mongolian Montenegrin Moroccan Mozambican
  Namibian Nepalese Nigerian Nigerien Norwegian Omani Pakistani Palestinian Panamanian Paraguayan Peruvian Polish Portuguese
  Qatari Romanian Russian Rwandan Saudi Scottish Senegalese Serbian Sierra-Leonean Singaporean Slovak Slovenian Somali Spanish
  Sri-Lankan Sudanese Swedish Swiss Syrian Taiwanese Tajik Tanzanian Thai Tibetan Togolese Tunisian Turkish Turkmen Ugandan
  Ukrainian Uruguayan Uzbek Venezuelan Vietnamese Welsh Yemeni Zambian Zimbabwean African Asian Arab Arabian Latin
  Scandinavian Nordic Western Eastern Soviet Yugoslav Kurdish Basque Catalan Flemish Bavarian Texan Californian
  Kashmiri Punjabi Tamil Mallorcan Sicilian Corsican Breton Chechen Persian Philippine Briton Israeli`.split(/\s+/),
);

/** Words that may stand before a nationality ("South African", "West German", "S Korean"). */
export const COMPASS_WORDS = new Set(['North', 'South', 'East', 'West', 'Central', 'N', 'S', 'Northern', 'Southern', 'Eastern', 'Western']);

/** Month abbreviations of wire copy ("Aug/Sept", "New York Dec"): never a name. */
export const MONTH_ABBREVIATIONS = new Set(['Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec']);
