import type { Clock } from '../shared/clock';
import { isDomainError } from '../shared/domain-error';
import { domainOfAddress, domainOfEntry, parseWebAddress } from './host-name';
import type { OfficialSource, OfficialSourceKind } from './official-source.types';
import { invalidDomain, invalidFeedUrl, officialSourceNotFound, officialSourceUrlTaken } from './source.errors';
import type { OfficialSourceRepository } from './source.ports';
import type { IdGenerator } from '../shared/id-generator';

export interface SaveOfficialSourceCommand {
  /** Given: update that source. Absent: update the source with the same URL, or create one. */
  id?: string | undefined;
  name: string;
  url: string;
  domain?: string | null | undefined;
  kind: OfficialSourceKind;
}

const MAX_NAME_LENGTH = 200;

/** Creates or updates an official source (spec §7: one POST does both). */
export class SaveOfficialSource {
  constructor(
    private readonly officialSources: OfficialSourceRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(command: SaveOfficialSourceCommand): Promise<OfficialSource> {
    const url = parseWebAddress(command.url);
    if (!url) throw invalidFeedUrl();
    const domain = command.domain?.trim() ? domainOfEntry(command.domain) : domainOfAddress(url.href);
    if (!domain) throw invalidDomain();
    const sameUrl = await this.officialSources.findByUrl(url.href);
    let id: string;
    if (command.id) {
      if (!(await this.officialSources.findById(command.id))) throw officialSourceNotFound();
      if (sameUrl && sameUrl.id !== command.id) throw officialSourceUrlTaken();
      id = command.id;
    } else {
      id = sameUrl?.id ?? this.ids.newId();
    }
    const source: OfficialSource = {
      id,
      name: command.name.trim().slice(0, MAX_NAME_LENGTH) || domain,
      url: url.href,
      domain,
      kind: command.kind,
      updatedAt: this.clock.now(),
    };
    try {
      await this.officialSources.save(source);
    } catch (error) {
      // Saved by URL while another save created that URL a moment before: this one updates it,
      // as it would have a moment later (app-shell/server/unique-races.int.test.ts).
      const created =
        !command.id && isDomainError(error) && error.code === 'official_source.url_taken'
          ? await this.officialSources.findByUrl(url.href)
          : null;
      if (!created) throw error;
      const updated = { ...source, id: created.id };
      await this.officialSources.save(updated);
      return updated;
    }
    return source;
  }
}
