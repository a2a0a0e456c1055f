import { expect, test } from '@jest/globals';
import type {
  AlertChannelStatus,
  DeliveryPage,
  TestAlertResult,
  WebhookSecret,
  FeedAddress,
} from '@newsdesk/core/alerting/delivery-log.wire';
import type { DeliveryChannel } from '@newsdesk/core/alerting/alert.types';
import type { CollectionInput, CollectionList } from '@newsdesk/core/collections/collection.wire';
import type { CollectionView } from '@newsdesk/core/collections/collection-view';
import type { SearchResult } from '@newsdesk/core/search/run-search';
import type { CollectionsApi } from './collections.gateway';
import type * as widget from './collections.types';

/*
 * ADR 0031: the collections widget speaks core's wire types, so a field changed in core breaks
 * this widget's build (tsc runs in `npm test`). `Same` is exact type identity, so a copy of a
 * type restated here would pass only until it drifts.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <Fact extends true>(fact: Fact): Fact => fact;
type Answer<M extends keyof CollectionsApi> = Awaited<ReturnType<NonNullable<CollectionsApi[M]>>>;

test("the collections gateway sends and receives core's wire types", () => {
  expect(holds<Same<Parameters<CollectionsApi['create']>[0], CollectionInput>>(true)).toBe(true);
  expect(holds<Same<Parameters<CollectionsApi['sendTest']>[1], DeliveryChannel>>(true)).toBe(true);
  expect(holds<Same<Answer<'list'>, CollectionList>>(true)).toBe(true);
  expect(holds<Same<Answer<'get'>, CollectionView>>(true)).toBe(true);
  expect(holds<Same<Answer<'documents'>, SearchResult>>(true)).toBe(true);
  expect(holds<Same<Answer<'deliveries'>, DeliveryPage>>(true)).toBe(true);
  expect(holds<Same<Answer<'alertChannels'>, AlertChannelStatus>>(true)).toBe(true);
  expect(holds<Same<Answer<'sendTest'>, TestAlertResult>>(true)).toBe(true);
  expect(holds<Same<Answer<'makeWebhookSecret'>, WebhookSecret>>(true)).toBe(true);
  expect(holds<Same<Answer<'makeFeed'>, FeedAddress>>(true)).toBe(true);
});

test("the widget's type names are core's types, not copies", () => {
  expect(holds<Same<widget.CollectionInput, CollectionInput>>(true)).toBe(true);
  expect(holds<Same<widget.CollectionList, CollectionList>>(true)).toBe(true);
  expect(holds<Same<widget.DeliveryPage, DeliveryPage>>(true)).toBe(true);
  expect(holds<Same<widget.AlertChannelStatus, AlertChannelStatus>>(true)).toBe(true);

  // a widget type that restated core's and then drifted (here: a frequency core does not have) fails
  type DriftedInput = Omit<CollectionInput, 'alert'> & { alert: { frequency: 'weekly' } | null };
  // @ts-expect-error a drifted copy is not core's type
  holds<Same<DriftedInput, CollectionInput>>(true);
});
