/** The words the cue rules of one language look for. All sets hold lower-case words unless noted. */
export interface CueLexicon {
  language: 'en' | 'de' | 'fr';
  /** Whether a capital inside a sentence marks a name (en, fr) or only a noun (de). */
  capitalsMarkNames: boolean;
  /** Articles, pronouns, prepositions, conjunctions and frequent sentence-initial words. */
  functionWords: ReadonlySet<string>;
  /** Titles and roles before a person's name: "Bundeskanzlerin", "Mme", "président". */
  personTitles: ReadonlySet<string>;
  /** Compound titles (German): "Außenministerin", "Vorstandschef". Tested on the lower-case word. */
  personTitleSuffix?: RegExp;
  /** Lower-case words inside names: von, van, de, bin. */
  nameParticles: ReadonlySet<string>;
  /** Legal forms after a company name, exact case: "AG", "GmbH", "SA", "Inc". */
  legalForms: ReadonlySet<string>;
  /** Heads of institution names (German compounds), tested on the lower-case word. */
  organizationHead?: RegExp;
  /** Words that open an organisation name, exact case: "Banque", "Parti", "Conseil". */
  organizationStarters: ReadonlySet<string>;
  /** Club prefixes and suffixes, exact case: "FC", "VfB", "Olympique". */
  clubMarkers: ReadonlySet<string>;
  /** Prepositions before a place: in, aus, nach / à, au, en. */
  locationPrepositions: ReadonlySet<string>;
  /** Nouns before a place: Kanton, Stadt / canton, ville. */
  locationNouns: ReadonlySet<string>;
  /** Words that open a place name, exact case: "Rue", "Lac", "Mont". */
  locationStarters: ReadonlySet<string>;
  /** Endings typical of place names: -burg, -dorf, -ingen. */
  placeSuffix?: RegExp;
  /** Capitalised words that are not names although a cue may precede them ("in Kraft", "nach Angaben"). */
  notNames: ReadonlySet<string>;
  /** Verbs of saying directly before a speaker's name (German word order: "sagte Müller"). */
  speechVerbs?: ReadonlySet<string>;
  /** Endings of common nouns (German): -ung, -heit, -keit. */
  nounSuffix?: RegExp;
}

/** Upper-case abbreviations that are not organisations. */
export const NON_ENTITY_ACRONYMS: ReadonlySet<string> = new Set(
  `CEO CFO COO CTO TV PC CD CDs DVD SMS PS EM WM OK AG SE KG SA NV PLC LLC GMBH USB GPS PDF HIV AIDS DNA CO2 BIP UV MP3 HD LED SUV VIP
  PR ID IT KI AI FAQ ABS ICE IC TGV TVA PIB SMIC HLM RER CDD CDI PME BTP JO EHPAD SDF SIDA VIH ADN IVG RSA PMA COVID OGM BD CV QG MM
  GDP CPI VAT TV GMT EST PST AM PM BC AD NB PS WC UKW LKW PKW GPS SMS MWST NS SS KZ DAX MDAX TECDAX SMI CAC FTSE NASDAQ EUR USD CHF
  GBP JPY DM SFR KM KG CM MM ML PH US UK EU UN OKW DJ MC FM UHF VHF CET MEZ MESZ IQ XL XXL ZIP APP APPS MBA PHD BSE SARS MERS RNA
  ISBN ISSN PMID DOI PLZ FCKW NADPH ATP ADP RBI ERA URL HTML HTTP WWW PIN TAN SUV LCD RAM CPU GPU DSL UMTS LTE WLAN NBC ABC
  USD EUR ETF IPO AGM EPS NAV YTD QOQ YOY FOB CIF OPEC PCT CAPS AVG PTS REB AST BLK STL MIN FGM FGA`.split(/\s+/),
);

export const ROMAN_NUMERAL = /^[IVXLC]+$/;
