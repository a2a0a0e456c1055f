import { defineEntity, p } from '@mikro-orm/postgresql';

export const SharedSearchRow = defineEntity({
  name: 'SharedSearchRow',
  tableName: 'shared_search',
  properties: {
    id: p.string().length(43).primary(),
    params: p.json<Record<string, unknown>>(),
    createdBy: p.uuid(),
    createdAt: p.datetime().index(),
  },
});
