/**
 * The lookups every source register answers the same way (feed sources and official sources):
 * all by name, one by id, one by address. A subclass says how to read its table with `select`.
 */
export abstract class PostgresSourceLookups<T> {
  async list() {
    return this.select('true order by lower(name) collate "C", id', []);
  }

  async findById(id: string) {
    return (await this.select('id = ?', [id]))[0] ?? null;
  }

  async findByUrl(url: string) {
    return (await this.select('url = ?', [url]))[0] ?? null;
  }

  protected abstract select(where: string, params: unknown[]): Promise<T[]>;
}
