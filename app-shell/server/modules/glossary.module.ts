import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DomPurifyRichTextSanitizer } from '@newsdesk/adapters/http/glossary/dompurify-rich-text-sanitizer';
import { glossaryRoutes } from '@newsdesk/adapters/http/glossary/glossary.routes';
import { PostgresGlossaryRepository } from '@newsdesk/adapters/postgres/glossary/postgres-glossary-repository';
import { AddGlossaryComment } from '@newsdesk/core/glossary/add-glossary-comment';
import { DeleteGlossaryComment } from '@newsdesk/core/glossary/delete-glossary-comment';
import { DeleteGlossaryItem } from '@newsdesk/core/glossary/delete-glossary-item';
import { GlossaryRepository, RichTextSanitizer } from '@newsdesk/core/glossary/glossary.ports';
import { GlossaryViews } from '@newsdesk/core/glossary/glossary-views';
import { ListGlossaryItems } from '@newsdesk/core/glossary/list-glossary-items';
import { SaveGlossaryItem } from '@newsdesk/core/glossary/save-glossary-item';
import { ToggleGlossaryLike } from '@newsdesk/core/glossary/toggle-glossary-like';
import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import { HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** The glossary (spec §2, §7): items, letters, likes and comments. */
export const glossaryModule = new ContainerModule(({ bind }) => {
  bind<GlossaryRepository>(GlossaryRepository)
    .toDynamicValue((c) => new PostgresGlossaryRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<RichTextSanitizer>(RichTextSanitizer)
    .toDynamicValue(() => new DomPurifyRichTextSanitizer())
    .inSingletonScope();
  bind(GlossaryViews)
    .toDynamicValue((c) => new GlossaryViews(c.get<UserRepository>(UserRepository)))
    .inSingletonScope();
  bind(ListGlossaryItems)
    .toDynamicValue((c) => new ListGlossaryItems(c.get(GlossaryRepository), c.get(GlossaryViews)))
    .inSingletonScope();
  bind(SaveGlossaryItem)
    .toDynamicValue(
      (c) =>
        new SaveGlossaryItem(
          c.get(GlossaryRepository),
          c.get(GlossaryViews),
          c.get(RichTextSanitizer),
          c.get<IdGenerator>(IdGenerator),
          c.get(Clock),
        ),
    )
    .inSingletonScope();
  bind(DeleteGlossaryItem)
    .toDynamicValue((c) => new DeleteGlossaryItem(c.get(GlossaryRepository)))
    .inSingletonScope();
  bind(ToggleGlossaryLike)
    .toDynamicValue((c) => new ToggleGlossaryLike(c.get(GlossaryRepository), c.get(GlossaryViews), c.get(Clock)))
    .inSingletonScope();
  bind(AddGlossaryComment)
    .toDynamicValue(
      (c) => new AddGlossaryComment(c.get(GlossaryRepository), c.get(GlossaryViews), c.get<IdGenerator>(IdGenerator), c.get(Clock)),
    )
    .inSingletonScope();
  bind(DeleteGlossaryComment)
    .toDynamicValue((c) => new DeleteGlossaryComment(c.get(GlossaryRepository), c.get(GlossaryViews)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) =>
    glossaryRoutes({
      list: c.get(ListGlossaryItems),
      save: c.get(SaveGlossaryItem),
      remove: c.get(DeleteGlossaryItem),
      like: c.get(ToggleGlossaryLike),
      comment: c.get(AddGlossaryComment),
      uncomment: c.get(DeleteGlossaryComment),
    }),
  );
});
