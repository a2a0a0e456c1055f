import { defineEntity, p } from '@mikro-orm/postgresql';

/** A name the admin added to the entity gazetteers; one per language, kind and name. */
export const GazetteerEntryRow = defineEntity({
  name: 'GazetteerEntryRow',
  tableName: 'gazetteer_entry',
  uniques: [{ properties: ['language', 'kind', 'name'] }],
  properties: {
    id: p.uuid().primary(),
    language: p.string().length(2),
    kind: p.string().length(16),
    name: p.string().length(200),
    aliases: p.array(),
    createdAt: p.datetime(),
  },
});

export const gazetteerEntities = [GazetteerEntryRow];
