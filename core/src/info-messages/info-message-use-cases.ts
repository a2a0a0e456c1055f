import type { Clock } from '../shared/clock';
import { infoMessageNotFound } from './info-message.errors';
import type { InfoMessageRepository } from './info-message.ports';
import { isActive, toInfoMessageView, type InfoMessageView } from './info-message.types';

/** GET /api/infoStatusMessages: what the shell shows this user now. */
export class ListActiveInfoMessages {
  constructor(
    private readonly messages: InfoMessageRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<InfoMessageView[]> {
    return (await this.messages.listActiveFor(userId, this.clock.now())).map(toInfoMessageView);
  }
}

/** The administration's list: every message, expired ones too. */
export class ListInfoMessages {
  constructor(private readonly messages: InfoMessageRepository) {}

  async execute(): Promise<InfoMessageView[]> {
    return (await this.messages.listAll()).map(toInfoMessageView);
  }
}

export class DeleteInfoMessage {
  constructor(private readonly messages: InfoMessageRepository) {}

  async execute(id: string): Promise<void> {
    if (!(await this.messages.delete(id))) throw infoMessageNotFound();
  }
}

/** The user closed the banner: it stays closed for them on every device, also after reload. */
export class DismissInfoMessage {
  constructor(
    private readonly messages: InfoMessageRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<void> {
    const message = await this.messages.findById(id);
    const now = this.clock.now();
    if (!message || !isActive(message, now)) throw infoMessageNotFound();
    await this.messages.dismiss(id, userId, now);
  }
}
