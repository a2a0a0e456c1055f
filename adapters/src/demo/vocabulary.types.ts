/**
 * One topic of the demo newsroom. Its organisations, people and places fill the {org}, {person}
 * and {loc} slots of its own templates only, so a story never pairs a central bank with a football
 * club (corpus-generator.test.ts: no organisation or person of one topic appears in another's).
 */
export interface TopicVocabulary {
  keywords: string[];
  organizations: string[];
  persons: string[];
  locations: string[];
  headlines: string[];
  sentences: string[];
}

/**
 * Words of the generated demo newsroom in one language. People are fictional; organizations and
 * places are real names used as a newsroom would (the demo must look like a news index, not lorem ipsum).
 */
export interface Vocabulary {
  domains: string[];
  topics: Record<string, TopicVocabulary>;
  connectives: string[];
}
