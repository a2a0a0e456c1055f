import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Source images by domain (ADR 0025; Migration20261127600000SourceImages): the stored icon, or
 * only the note of a failed fetch or an admin's removal. Read and written with SQL by
 * PostgresSourceImageStore; described here so the schema check sees the table as intended.
 */
export const SourceImageRow = defineEntity({
  name: 'SourceImageRow',
  tableName: 'source_image',
  checks: [
    { name: 'source_image_state_check', expression: `"state" in ('stored', 'failed', 'removed')` },
    { name: 'source_image_origin_check', expression: `"origin" in ('fetched', 'uploaded')` },
    { name: 'source_image_bytes_check', expression: 'octet_length("bytes") <= 524288' },
    {
      name: 'source_image_check',
      expression: `("state" = 'stored') = ("bytes" is not null and "content_type" is not null and "origin" is not null)`,
    },
  ],
  properties: {
    domain: p.text().primary().collation('C'),
    state: p.text(),
    origin: p.text().nullable(),
    contentType: p.text().nullable(),
    bytes: p.blob().nullable(),
    fetchedFrom: p.text().nullable(),
    failure: p.text().nullable(),
    updatedAt: p.datetime(),
  },
});

export const sourceImageEntities = [SourceImageRow];
