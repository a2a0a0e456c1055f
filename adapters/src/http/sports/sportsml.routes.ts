import type { ExportSportsml } from '../../sportsml/export-sportsml';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { parseSportsmlQuery, sportsmlQuery } from './sportsml.schema';

/**
 * Spec §7 `/api/outputs/generate/xml?sportType=…` (spec §2: "export of results to a wire service"): the SportsML file for the wire,
 * as a download. Failures are JSON like every API error; the page toasts "Error exporting results".
 */
export const sportsmlRoutes = (deps: { exportSportsml: ExportSportsml }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/outputs/generate/xml',
    access: 'user',
    cost: 'expensive',
    tag: 'Sports statistics',
    summary:
      'IPTC SportsML 3 of results and standings. football: competitionSeasonId · tennis: associationName (+ seasonId) · motorsport: seasonId and/or raceId · wintersport: raceId, and/or gender + disciplineId (+ seasonId)',
    query: sportsmlQuery,
    errors: {
      400: 'sports.unsupported_export, request.invalid (details name the parameter), sports.unknown_provider',
      404: 'the competition season, race or season does not exist',
    },
    handler: async ({ query, ctx }) => {
      const file = await deps.exportSportsml.execute(parseSportsmlQuery(query));
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = file.xml;
    },
  }),
];
