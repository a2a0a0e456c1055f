import type { UserRepository } from '../identity/identity.ports';
import type { User } from '../identity/identity.types';
import { mayChange, type GlossaryViewer } from './glossary-access';
import { letterOf } from './glossary-letters';
import type { DescriptionFormat, GlossaryEntry, GlossaryLetter } from './glossary.types';

export interface GlossaryPerson {
  id: string;
  /** Empty when the user no longer exists; the item stays readable. */
  name: string;
}

export interface GlossaryCommentView {
  id: string;
  text: string;
  createdBy: GlossaryPerson;
  createdAt: string;
  canDelete: boolean;
}

/** A glossary item as one user sees it (wire shape of the glossary routes). */
export interface GlossaryItemView {
  id: string;
  title: string;
  description: string;
  descriptionFormat: DescriptionFormat;
  letter: GlossaryLetter;
  createdBy: GlossaryPerson;
  createdAt: string;
  updatedAt: string;
  likes: number;
  likedByMe: boolean;
  comments: GlossaryCommentView[];
  canEdit: boolean;
  canDelete: boolean;
}

const personOf = (id: string, user: User | undefined): GlossaryPerson => ({
  id,
  name: user ? `${user.givenName} ${user.familyName}`.trim() : '',
});

/** Turns entries into views, looking up each author once per call. */
export class GlossaryViews {
  constructor(private readonly users: Pick<UserRepository, 'findById'>) {}

  async of(entries: readonly GlossaryEntry[], viewer: GlossaryViewer): Promise<GlossaryItemView[]> {
    const ids = new Set(entries.flatMap((e) => [e.authorId, ...e.comments.map((c) => c.authorId)]));
    const found = await Promise.all([...ids].map((id) => this.users.findById(id)));
    const users = new Map(found.filter((u): u is User => u !== null).map((u) => [u.id, u]));
    return entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      description: entry.description,
      descriptionFormat: entry.descriptionFormat,
      letter: letterOf(entry.title),
      createdBy: personOf(entry.authorId, users.get(entry.authorId)),
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      likes: entry.likes,
      likedByMe: entry.likedByViewer,
      comments: entry.comments.map((c) => ({
        id: c.id,
        text: c.text,
        createdBy: personOf(c.authorId, users.get(c.authorId)),
        createdAt: c.createdAt,
        canDelete: mayChange(c.authorId, viewer),
      })),
      canEdit: mayChange(entry.authorId, viewer),
      canDelete: mayChange(entry.authorId, viewer),
    }));
  }

  async one(entry: GlossaryEntry, viewer: GlossaryViewer): Promise<GlossaryItemView> {
    const [view] = await this.of([entry], viewer);
    return view!;
  }
}
