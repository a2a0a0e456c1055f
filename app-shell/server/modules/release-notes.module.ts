import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { infoMessageRoutes } from '@newsdesk/adapters/http/info-messages/info-messages.routes';
import { MarkedMarkdownRenderer } from '@newsdesk/adapters/http/release-notes/marked-markdown-renderer';
import { releaseNoteRoutes } from '@newsdesk/adapters/http/release-notes/release-notes.routes';
import { PostgresInfoMessageRepository } from '@newsdesk/adapters/postgres/info-messages/postgres-info-message-repository';
import { PostgresReleaseNoteRepository } from '@newsdesk/adapters/postgres/release-notes/postgres-release-note-repository';
import {
  DeleteInfoMessage,
  DismissInfoMessage,
  ListActiveInfoMessages,
  ListInfoMessages,
} from '@newsdesk/core/info-messages/info-message-use-cases';
import { InfoMessageRepository } from '@newsdesk/core/info-messages/info-message.ports';
import { CreateInfoMessage, UpdateInfoMessage } from '@newsdesk/core/info-messages/save-info-message';
import { CreateReleaseNote } from '@newsdesk/core/release-notes/create-release-note';
import { DeleteReleaseNote } from '@newsdesk/core/release-notes/delete-release-note';
import { ListReleaseNotes } from '@newsdesk/core/release-notes/list-release-notes';
import { MarkReleaseNotesSeen } from '@newsdesk/core/release-notes/mark-release-notes-seen';
import { MarkdownRenderer, ReleaseNoteRepository } from '@newsdesk/core/release-notes/release-note.ports';
import { UpdateReleaseNoteContent } from '@newsdesk/core/release-notes/update-release-note-content';
import { Clock } from '@newsdesk/core/shared/clock';
import { HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** Release notes and info status messages (spec §7). The identity module answers hasNotSeenReleaseNotes from ReleaseNoteRepository. */
export const releaseNotesModule = new ContainerModule(({ bind }) => {
  bind<ReleaseNoteRepository>(ReleaseNoteRepository)
    .toDynamicValue((c) => new PostgresReleaseNoteRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<InfoMessageRepository>(InfoMessageRepository)
    .toDynamicValue((c) => new PostgresInfoMessageRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<MarkdownRenderer>(MarkdownRenderer)
    .toDynamicValue(() => new MarkedMarkdownRenderer())
    .inSingletonScope();

  bind(ListReleaseNotes)
    .toDynamicValue((c) => new ListReleaseNotes(c.get(ReleaseNoteRepository)))
    .inSingletonScope();
  bind(CreateReleaseNote)
    .toDynamicValue(
      (c) => new CreateReleaseNote(c.get(ReleaseNoteRepository), c.get(MarkdownRenderer), c.get<IdGenerator>(IdGenerator), c.get(Clock)),
    )
    .inSingletonScope();
  bind(UpdateReleaseNoteContent)
    .toDynamicValue((c) => new UpdateReleaseNoteContent(c.get(ReleaseNoteRepository), c.get(MarkdownRenderer), c.get(Clock)))
    .inSingletonScope();
  bind(DeleteReleaseNote)
    .toDynamicValue((c) => new DeleteReleaseNote(c.get(ReleaseNoteRepository)))
    .inSingletonScope();
  bind(MarkReleaseNotesSeen)
    .toDynamicValue((c) => new MarkReleaseNotesSeen(c.get(ReleaseNoteRepository), c.get(Clock)))
    .inSingletonScope();

  bind(ListActiveInfoMessages)
    .toDynamicValue((c) => new ListActiveInfoMessages(c.get(InfoMessageRepository), c.get(Clock)))
    .inSingletonScope();
  bind(ListInfoMessages)
    .toDynamicValue((c) => new ListInfoMessages(c.get(InfoMessageRepository)))
    .inSingletonScope();
  bind(CreateInfoMessage)
    .toDynamicValue((c) => new CreateInfoMessage(c.get(InfoMessageRepository), c.get<IdGenerator>(IdGenerator), c.get(Clock)))
    .inSingletonScope();
  bind(UpdateInfoMessage)
    .toDynamicValue((c) => new UpdateInfoMessage(c.get(InfoMessageRepository), c.get(Clock)))
    .inSingletonScope();
  bind(DeleteInfoMessage)
    .toDynamicValue((c) => new DeleteInfoMessage(c.get(InfoMessageRepository)))
    .inSingletonScope();
  bind(DismissInfoMessage)
    .toDynamicValue((c) => new DismissInfoMessage(c.get(InfoMessageRepository), c.get(Clock)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) =>
    releaseNoteRoutes({
      list: c.get(ListReleaseNotes),
      create: c.get(CreateReleaseNote),
      updateContent: c.get(UpdateReleaseNoteContent),
      remove: c.get(DeleteReleaseNote),
      markSeen: c.get(MarkReleaseNotesSeen),
    }),
  );
  bind(HttpRoutes).toDynamicValue((c) =>
    infoMessageRoutes({
      active: c.get(ListActiveInfoMessages),
      all: c.get(ListInfoMessages),
      create: c.get(CreateInfoMessage),
      update: c.get(UpdateInfoMessage),
      remove: c.get(DeleteInfoMessage),
      dismiss: c.get(DismissInfoMessage),
    }),
  );
});
