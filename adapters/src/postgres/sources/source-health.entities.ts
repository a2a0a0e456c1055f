import { defineEntity, p } from '@mikro-orm/postgresql';
import type { SourceHealthProblem } from '@newsdesk/core/sources/source-health-rule';

/**
 * Source-health incidents (ADR 0027; Migration20261127800000SourceHealthIncidents). At most one
 * open per source: the partial unique index makes opening a conditional insert that only one
 * process can win.
 */
export const SourceHealthIncidentRow = defineEntity({
  name: 'SourceHealthIncidentRow',
  tableName: 'source_health_incident',
  indexes: [
    {
      name: 'source_health_incident_open_unique',
      expression:
        'create unique index "source_health_incident_open_unique" on "source_health_incident" ("source_id") where "closed_at" is null',
    },
    { name: 'source_health_incident_opened_at_index', properties: ['openedAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    sourceId: p.uuid(),
    sourceName: p.string().length(200),
    kind: p.string().length(16),
    problem: p.json<SourceHealthProblem>(),
    openedAt: p.datetime(),
    closedAt: p.datetime().nullable(),
    recovered: p.boolean(),
  },
});

export const sourceHealthEntities = [SourceHealthIncidentRow];
