import type { Clock } from '../shared/clock';
import {
  MAX_SITE_LIST_BYTES,
  decodeSiteListText,
  parseSiteList,
  sanitizeSiteListName,
  summarizeSiteList,
  type SiteListFileSummary,
  type SiteListKind,
  type Uploader,
} from './site-list';
import { siteListTooLarge } from './source.errors';
import type { SiteListRepository } from './source.ports';

export interface UploadSiteListCommand {
  /** As the client named it; only a sanitized form is ever stored. */
  fileName: string;
  kind: SiteListKind;
  bytes: Uint8Array;
  uploadedBy: Uploader | null;
}

export interface UploadSiteListResult {
  file: SiteListFileSummary;
  /** A file of the same name existed and was replaced. */
  replaced: boolean;
}

/** Checks a list file's content (text, every line a domain or URL, not empty) and stores it. */
export class UploadSiteList {
  constructor(
    private readonly lists: Pick<SiteListRepository, 'saveFile'>,
    private readonly clock: Clock,
  ) {}

  async execute(command: UploadSiteListCommand): Promise<UploadSiteListResult> {
    if (command.bytes.length > MAX_SITE_LIST_BYTES) throw siteListTooLarge(MAX_SITE_LIST_BYTES);
    const name = sanitizeSiteListName(command.fileName);
    const content = decodeSiteListText(command.bytes);
    const file = {
      name,
      kind: command.kind,
      content,
      size: command.bytes.length,
      sites: parseSiteList(content),
      uploadedAt: this.clock.now(),
      uploadedBy: command.uploadedBy,
    };
    const { replaced } = await this.lists.saveFile(file);
    return { file: summarizeSiteList(file), replaced };
  }
}
