import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * A glossary item. `letter`, `title_key` and `search_text` are core's letterOf, titleKey and the
 * folded searchTextOf, written with every save, so the letter bar, the title sort and search
 * follow the same folding rules as the browser and the in-memory adapter.
 */
export const GlossaryItemRow = defineEntity({
  name: 'GlossaryItemRow',
  tableName: 'glossary_item',
  indexes: [{ properties: ['letter', 'titleKey'] }, { properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(200),
    titleKey: p.string().length(400),
    letter: p.string().length(1),
    description: p.text(),
    descriptionFormat: p.string().length(5),
    searchText: p.text(),
    authorId: p.uuid(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** One like per user and item: the primary key is the rule. */
export const GlossaryLikeRow = defineEntity({
  name: 'GlossaryLikeRow',
  tableName: 'glossary_like',
  properties: {
    itemId: p.uuid().primary(),
    userId: p.uuid().primary(),
    createdAt: p.datetime(),
  },
});

export const GlossaryCommentRow = defineEntity({
  name: 'GlossaryCommentRow',
  tableName: 'glossary_comment',
  properties: {
    id: p.uuid().primary(),
    itemId: p.uuid().index(),
    authorId: p.uuid(),
    text: p.string().length(2000),
    createdAt: p.datetime(),
  },
});

export const glossaryEntities = [GlossaryItemRow, GlossaryLikeRow, GlossaryCommentRow];
