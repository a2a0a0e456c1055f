import type { MikroORM } from '@mikro-orm/postgresql';
import type { SiteEntry, SiteListFile, SiteListFileSummary, SiteListKind } from '@newsdesk/core/sources/site-list';
import type { SiteListRepository } from '@newsdesk/core/sources/source.ports';

interface FileRowData {
  name: string;
  kind: string;
  size: number;
  entry_count: number;
  uploaded_at: Date;
  uploaded_by_id: string | null;
  uploaded_by_name: string | null;
  content?: string;
}

const SUMMARY_COLUMNS = 'name, kind, size, entry_count, uploaded_at, uploaded_by_id, uploaded_by_name';

const toSummary = (row: FileRowData): SiteListFileSummary => ({
  name: row.name,
  kind: row.kind as SiteListKind,
  size: row.size,
  entries: row.entry_count,
  uploadedAt: new Date(row.uploaded_at),
  uploadedBy: row.uploaded_by_id ? { id: row.uploaded_by_id, name: row.uploaded_by_name ?? '' } : null,
});

/** Entries go in as one JSON parameter per batch: a 1 MiB list holds up to ~100,000 domains. */
const ENTRY_BATCH = 5_000;

/**
 * List files in `site_list_file`, their domains in `site_list_entry`. Names and domains are
 * ordered by code point (collate "C"): they are [a-z0-9.-], and the server's locale must not
 * decide whether `a-z.ch` comes before `ab.ch`.
 */
export class PostgresSiteListRepository implements SiteListRepository {
  constructor(private readonly orm: MikroORM) {}

  async listFiles() {
    const rows = await this.orm.em.fork().execute<FileRowData[]>(`select ${SUMMARY_COLUMNS} from site_list_file order by name collate "C"`);
    return rows.map(toSummary);
  }

  async findFile(name: string): Promise<SiteListFile | null> {
    const em = this.orm.em.fork();
    const [row] = await em.execute<FileRowData[]>(`select ${SUMMARY_COLUMNS}, content from site_list_file where name = ?`, [name]);
    if (!row) return null;
    const sites = await em.execute<SiteEntry[]>('select domain, name from site_list_entry where file_name = ? order by position', [name]);
    const { entries: _entries, ...summary } = toSummary(row);
    return { ...summary, content: row.content ?? '', sites: sites.map((s) => ({ domain: s.domain, name: s.name })) };
  }

  async saveFile(file: SiteListFile) {
    return this.orm.em.fork().transactional(async (em) => {
      // Two uploads of one name at once would otherwise interleave their entries.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`site_list_file:${file.name}`]);
      const existing = await em.execute<{ name: string }[]>('delete from site_list_file where name = ? returning name', [file.name]);
      await em.execute('delete from site_list_entry where file_name = ?', [file.name]);
      await em.execute(
        `insert into site_list_file (name, kind, content, size, entry_count, uploaded_at, uploaded_by_id, uploaded_by_name) values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          file.name,
          file.kind,
          file.content,
          file.size,
          file.sites.length,
          file.uploadedAt,
          file.uploadedBy?.id ?? null,
          file.uploadedBy?.name ?? null,
        ],
      );
      for (let start = 0; start < file.sites.length; start += ENTRY_BATCH) {
        const batch = file.sites.slice(start, start + ENTRY_BATCH).map((site, i) => ({ d: site.domain, n: site.name, p: start + i }));
        await em.execute(
          `insert into site_list_entry (file_name, domain, name, position)
           select ?, e.d, e.n, e.p from jsonb_to_recordset(?::jsonb) as e(d text, n text, p int)`,
          [file.name, JSON.stringify(batch)],
        );
      }
      return { replaced: existing.length > 0 };
    });
  }

  async removeFile(name: string) {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute('delete from site_list_entry where file_name = ?', [name]);
      const removed = await em.execute<{ name: string }[]>('delete from site_list_file where name = ? returning name', [name]);
      return removed.length > 0;
    });
  }

  async sites(kind: SiteListKind) {
    const rows = await this.orm.em.fork().execute<SiteEntry[]>(
      `select domain, name from (
         select distinct on (e.domain) e.domain, e.name from site_list_entry e join site_list_file f on f.name = e.file_name
          where f.kind = ? order by e.domain, f.name collate "C"
       ) first_named order by domain collate "C"`,
      [kind],
    );
    return rows.map((r) => ({ domain: r.domain, name: r.name }));
  }

  async isListed(domain: string) {
    const rows = await this.orm.em
      .fork()
      .execute<{ listed: boolean }[]>('select exists (select 1 from site_list_entry where domain = ?) as listed', [domain]);
    return rows[0]?.listed === true;
  }
}
