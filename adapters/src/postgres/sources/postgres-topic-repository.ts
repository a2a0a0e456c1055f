import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { TopicRepository } from '@newsdesk/core/topics/topic.ports';
import { cleanTopicLabels } from '@newsdesk/core/topics/topic-labels';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import { TopicRow } from './source.entities';

type TopicData = InferEntity<typeof TopicRow>;

const toTopic = (row: TopicData): Topic => ({
  id: row.id,
  name: row.name,
  parentId: row.parentId ?? null,
  keywords: [...row.keywords],
  entities: [...row.entities],
  ...labelsOf(row.labels),
});

/** A topic without labels carries none (not an empty object), as in core's model. */
const labelsOf = (stored: unknown): Pick<Topic, 'labels'> => {
  const labels = cleanTopicLabels(stored && typeof stored === 'object' ? (stored as Record<string, string>) : {});
  return Object.keys(labels).length > 0 ? { labels } : {};
};

export class PostgresTopicRepository implements TopicRepository {
  constructor(private readonly orm: MikroORM) {}

  async all() {
    const rows = await this.orm.em.fork().find(TopicRow, {}, { disableIdentityMap: true });
    // Ids are [a-z0-9-]: code-point order, whatever the database's locale would say.
    return rows.map(toTopic).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async findById(id: string) {
    const row = await this.orm.em.fork().findOne(TopicRow, { id }, { disableIdentityMap: true });
    return row ? toTopic(row) : null;
  }

  async save(topic: Topic) {
    await this.orm.em.fork().upsert(TopicRow, {
      ...topic,
      keywords: [...topic.keywords],
      entities: [...topic.entities],
      labels: { ...topic.labels },
    });
  }

  async remove(id: string) {
    await this.orm.em.fork().nativeDelete(TopicRow, { id });
  }
}
