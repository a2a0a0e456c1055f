import { expect, test } from '@jest/globals';
import { z } from 'zod';
import type { DeliveryPage, TestAlertRequest, TestAlertResult } from '@newsdesk/core/alerting/delivery-log.wire';
import type { AlertChannelStatus } from '@newsdesk/core/alerting/alert-channel-settings';
import { ALERT_FREQUENCIES } from '@newsdesk/core/collections/collection.types';
import type {
  CollectionDocumentsRequest,
  CollectionIdsRequest,
  CollectionInput,
  CollectionList,
  ShareRequest,
} from '@newsdesk/core/collections/collection.wire';
import type { CollectionView } from '@newsdesk/core/collections/collection-view';
import type { alertChannelStatusSchema, testAlertBody, testAlertResultSchema } from '../alerts/alert-channels.routes';
import type { deliveryPageSchema } from '../alerts/delivery-view';
import { type AcceptsRequest, type DescribesResponse, holds } from '../wire-contract';
import {
  alertDraftSchema,
  collectionBody,
  type collectionDataBody,
  type collectionIdsBody,
  type collectionListSchema,
  type collectionViewSchema,
  type shareBody,
} from './collections.schema';

/*
 * ADR 0031: the collection routes' schemas and core's wire types are one contract. The facts below
 * are checked by tsc (`npm test` runs it): each `holds<…>(true)` compiles only while the fact is
 * true, and each `@ts-expect-error` fails the build if a drift it shows would compile.
 */

test("the collection routes take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof collectionBody, CollectionInput>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof collectionDataBody, CollectionDocumentsRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof collectionIdsBody, CollectionIdsRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof shareBody, ShareRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof testAlertBody, TestAlertRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof collectionViewSchema, CollectionView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof collectionListSchema, CollectionList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof deliveryPageSchema, DeliveryPage>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof alertChannelStatusSchema, AlertChannelStatus>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof testAlertResultSchema, TestAlertResult>>(true)).toBe(true);
});

test('a schema or a core type that drifts does not compile', () => {
  const withoutAlert = collectionBody.omit({ alert: true });
  // @ts-expect-error core's CollectionInput carries the alert: a body schema without it would drop it
  holds<AcceptsRequest<typeof withoutAlert, CollectionInput>>(true);

  const weekly = collectionBody.extend({
    alert: alertDraftSchema.extend({ frequency: z.enum([...ALERT_FREQUENCIES, 'weekly']) }).nullable(),
  });
  // @ts-expect-error 'weekly' is no frequency of core's: the schema would hand the use case one it does not know
  holds<AcceptsRequest<typeof weekly, CollectionInput>>(true);

  const withFolder = collectionBody.extend({ folder: z.string() });
  // @ts-expect-error the widget sends core's CollectionInput, which has no folder: the route would refuse it
  holds<AcceptsRequest<typeof withFolder, CollectionInput>>(true);

  type GrownInput = CollectionInput & { colour: string };
  // @ts-expect-error core grew a field the schema does not know: the use case would never see it
  holds<AcceptsRequest<typeof collectionBody, GrownInput>>(true);

  type ViewWithoutUrl = Omit<CollectionView, 'url'>;
  // @ts-expect-error core's view lost a field the documented answer still promises
  holds<DescribesResponse<typeof collectionViewSchema, ViewWithoutUrl>>(true);
});

test("a collection as core's type says the widget sends it passes the route's schema unchanged", () => {
  const input: CollectionInput = {
    name: 'Central banks',
    search: {
      tags: [{ name: 'inflation' }, { name: 'OR', type: 'operator' }, { name: 'interest rate', fromSuggestion: true }],
      timeFrame: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' },
      sort: { field: 'publication-date', direction: 'newest' },
      filters: {
        domains: ['nzz.ch'],
        topics: ['economy'],
        languages: ['de'],
        entities: { organizations: ['SNB'], persons: [], locations: [] },
      },
      exactMatchesOnly: false,
    },
    alert: { frequency: 'daily', slackChannels: ['#newsdesk-economy'], emails: ['desk@example.com'], webhooks: [], teams: [] },
  };
  expect(collectionBody.parse(input)).toEqual(input);
  for (const frequency of ALERT_FREQUENCIES) expect(alertDraftSchema.parse({ frequency }).frequency).toBe(frequency);
  expect(alertDraftSchema.safeParse({ frequency: 'weekly' }).success).toBe(false);
});
