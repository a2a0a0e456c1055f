import { aUuid } from '../../testing/identity.mother';
import type { GlossaryComment, GlossaryItem } from '../glossary.types';

let counter = 0;

/** A stored item; each call is a minute newer than the one before. */
export const aGlossaryItem = (overrides: Partial<GlossaryItem> = {}): GlossaryItem => {
  counter += 1;
  const at = new Date(Date.UTC(2026, 10, 22, 8, counter % 600, 0, counter % 1000)).toISOString();
  return {
    id: aUuid(),
    title: `Term ${counter}`,
    description: `What term ${counter} means in the newsroom.`,
    descriptionFormat: 'plain',
    authorId: aUuid(),
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const aGlossaryComment = (overrides: Partial<GlossaryComment> = {}): GlossaryComment => {
  counter += 1;
  return {
    id: aUuid(),
    itemId: aUuid(),
    authorId: aUuid(),
    text: `Comment ${counter}`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, counter % 60, counter % 1000)).toISOString(),
    ...overrides,
  };
};
