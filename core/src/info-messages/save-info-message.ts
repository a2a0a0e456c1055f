import type { Clock } from '../shared/clock';
import { infoMessageNotFound } from './info-message.errors';
import type { InfoMessageRepository } from './info-message.ports';
import { toInfoMessageView, type InfoMessageDraft, type InfoMessageView } from './info-message.types';
import { prepareInfoMessage } from './prepare-info-message';
import type { IdGenerator } from '../shared/id-generator';

export class CreateInfoMessage {
  constructor(
    private readonly messages: InfoMessageRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(draft: InfoMessageDraft): Promise<InfoMessageView> {
    const now = this.clock.now();
    const message = { id: this.ids.newId(), ...prepareInfoMessage(draft, now), createdAt: now, updatedAt: now };
    await this.messages.insert(message);
    return toInfoMessageView(message);
  }
}

/** Replaces level, text and expiry; who dismissed the message keeps it dismissed. */
export class UpdateInfoMessage {
  constructor(
    private readonly messages: InfoMessageRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, draft: InfoMessageDraft): Promise<InfoMessageView> {
    const existing = await this.messages.findById(id);
    if (!existing) throw infoMessageNotFound();
    const now = this.clock.now();
    const message = { ...existing, ...prepareInfoMessage(draft, now), updatedAt: now };
    await this.messages.update(message);
    return toInfoMessageView(message);
  }
}
