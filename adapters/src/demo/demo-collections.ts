import type { AlertFrequency, CollectionSearch } from '@newsdesk/core/collections/collection.types';
import type { CollectionDraft } from '@newsdesk/core/collections/collection-validation';

/** The demo editor who owns the demo collections (core/src/identity/ensure-demo-users.ts). */
export const DEMO_EDITOR_EMAIL = 'editor@newsdesk.local';

interface DemoCollection {
  name: string;
  /** The demo topic whose stories it follows (vocabulary-*.ts), in en, de and fr. */
  topic: string;
  /** Single words joined by OR: words that the topic's headlines and sentences use in each language. */
  words: string[];
  frequency: AlertFrequency;
}

/**
 * Three collections of the demo editor, one per frequency, so that the dashboard, the bell and the
 * delivery log have something to show on the first login: the demo wires serve stories of every
 * topic, the percolator matches them, and the alerts are planned by e-mail to the editor.
 * demo-collections.test.ts checks that they catch most stories of their topic and none of the others.
 */
export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    name: 'Central banks and inflation',
    topic: 'economy',
    words: [
      'inflation',
      'euro',
      'markets',
      'economist',
      'growth',
      'Zinsen',
      'Zinsentscheid',
      'Börse',
      'Ökonomen',
      'Chefökonomin',
      'Wirtschaft',
      'Exportfirmen',
      'taux',
      'Bourse',
      'économie',
      'économistes',
      'exportateurs',
    ],
    frequency: 'immediately',
  },
  {
    name: 'Patients, hospitals and vaccines',
    topic: 'health',
    words: [
      'vaccine',
      'patients',
      'nurses',
      'doctors',
      'health',
      'Impfstoff',
      'Patienten',
      'Pflegepersonal',
      'Gesundheit',
      'Wartezeiten',
      'Krankenkassen',
      'vaccin',
      'santé',
      'médecins',
      'soignant',
      'assureurs',
    ],
    frequency: 'hourly',
  },
  {
    name: 'Climate, glaciers and energy',
    topic: 'environment',
    words: [
      'glacier',
      'emissions',
      'climate',
      'energy',
      'Gletscher',
      'Emissionen',
      'Klimaziele',
      'Energiepreise',
      'glaciers',
      'émissions',
      'énergie',
    ],
    frequency: 'daily',
  },
];

const searchOf = (words: string[]): CollectionSearch => ({
  tags: [...new Set(words)].flatMap((name, i) => (i === 0 ? [{ name }] : [{ name: 'OR', type: 'operator' as const }, { name }])),
  // a month: the dashboard shows the generated archive too, not only what arrived since the start
  timeFrame: 'month',
  sort: { field: 'indexing-date', direction: 'newest' },
  filters: { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } },
  exactMatchesOnly: false,
});

/** The demo collections as the collection editor would send them, alerting the editor by e-mail. */
export const demoCollectionDrafts = (email: string = DEMO_EDITOR_EMAIL): (CollectionDraft & { topic: string })[] =>
  DEMO_COLLECTIONS.map((c) => ({
    name: c.name,
    topic: c.topic,
    search: searchOf(c.words),
    alert: { frequency: c.frequency, emails: [email], slackChannels: [], webhooks: [], teams: [] },
  }));
