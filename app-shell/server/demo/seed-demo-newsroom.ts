import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { generateCorpus } from '@newsdesk/adapters/demo/corpus-generator';
import { seedDemoSportsSeason } from '@newsdesk/adapters/demo/sports-demo-season-seed';
import { TOPIC_NAMES, VOCABULARY } from '@newsdesk/adapters/demo/vocabulary';
import { bulkLoadDocuments } from '@newsdesk/adapters/postgres/documents/bulk-document-loader';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { PostgresSportsData } from '@newsdesk/adapters/postgres/sports/postgres-sports-data';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { CreateFeedSource } from '@newsdesk/core/sources/create-feed-source';
import { FeedSourceRepository } from '@newsdesk/core/sources/source.ports';
import { UploadSiteList } from '@newsdesk/core/sources/upload-site-list';
import { SaveTopic } from '@newsdesk/core/topics/save-topic';
import { SetTopicLabels } from '@newsdesk/core/topics/set-topic-labels';
import { TopicRepository } from '@newsdesk/core/topics/topic.ports';
import { Orm } from '../tokens';
import { seedDemoCollections } from './seed-demo-collections';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const demoSourceName = (lang: string) => `Demo wire (${lang})`;

/**
 * Demo mode: a newsroom to look at on the first start — topics with keyword rules, the demo
 * outlets as a generic site list, three wire sources the crawler visits (feeds served by this
 * very server), a generated archive of the last 30 days and the demo editor's collections. Runs
 * at every start; adds only what is missing (the archive only into an empty database).
 */
export const seedDemoNewsroom = async (
  container: Container,
  options: { baseUrl: string; databaseUrl: string; documents: number; logger: Logger },
) => {
  const topics = container.get<TopicRepository>(TopicRepository);
  const known = new Map((await topics.all()).map((t) => [t.id, t]));
  for (const [id, names] of Object.entries(TOPIC_NAMES)) {
    const current = known.get(id);
    if (!current) {
      const keywords = LANGUAGES.flatMap((lang) => VOCABULARY[lang].topics[id]?.keywords ?? []);
      await container.get(SaveTopic).execute({ id, name: names.en, keywords, entities: [] });
    }
    // German and French readers see the topics in their language (ADR 0029); names an admin set stay.
    if (!current?.labels) await container.get(SetTopicLabels).execute(id, { de: names.de, fr: names.fr });
  }

  const domains = LANGUAGES.flatMap((lang) => VOCABULARY[lang].domains);
  await container.get(UploadSiteList).execute({
    fileName: 'demo-newsroom.txt',
    kind: 'generic',
    bytes: new TextEncoder().encode(`${domains.join('\n')}\n`),
    uploadedBy: null,
  });

  const sources = container.get<FeedSourceRepository>(FeedSourceRepository);
  const existing = await sources.list();
  for (const lang of LANGUAGES) {
    const url = `${options.baseUrl}/demo-feeds/${lang}.xml`;
    const source = existing.find((s) => s.name === demoSourceName(lang));
    if (!source) {
      try {
        await container
          .get(CreateFeedSource)
          .execute({ name: demoSourceName(lang), url, domain: VOCABULARY[lang].domains[0], intervalMinutes: 5, concurrency: 1 });
      } catch (error) {
        // The demo feeds are served on 127.0.0.1: a NEWSDESK_FETCH_ALLOW without it refuses them
        // (the same rule as the crawler's), which must not stop the demo from starting.
        if (!isDomainError(error) || error.code !== 'source.address_not_allowed') throw error;
        options.logger.warn({ url }, 'demo feed not added: NEWSDESK_FETCH_ALLOW does not let 127.0.0.1 through');
      }
    } else if (source.url !== url) {
      // the port changed since the last start
      await sources.updateSettings(source.id, {
        name: source.name,
        url,
        domain: source.domain,
        intervalMinutes: source.intervalMinutes,
        enabled: source.enabled,
        concurrency: source.concurrency,
      });
    }
  }

  const orm = container.get<MikroORM>(Orm);
  const [{ count } = { count: '0' }] = await orm.em.fork().execute<{ count: string }[]>('select count(*) from news_document');
  if (Number(count) === 0 && options.documents > 0) {
    options.logger.info({ documents: options.documents }, 'seeding the demo newsroom');
    const result = await bulkLoadDocuments(options.databaseUrl, generateCorpus({ count: options.documents, now: new Date() }));
    options.logger.info({ documents: result.documents, seconds: Math.round(result.seconds * 10) / 10 }, 'demo newsroom seeded');
    // so that the very first keystrokes already suggest frequent words (the hourly job comes later)
    const terms = await container.get(PostgresFrequentTerms).refresh();
    options.logger.info({ terms: terms.terms }, 'frequent terms of the demo newsroom computed');
  }
  const collections = await seedDemoCollections(container, options.logger);
  if (collections > 0) options.logger.info({ collections }, 'demo collections of the editor seeded');
  if (await seedDemoSportsSeason({ store: container.get(PostgresSportsData), provider: container.get(PostgresSportsData) }))
    options.logger.info('demo sports season seeded');
};
