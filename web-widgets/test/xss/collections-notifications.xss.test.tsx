import { afterAll, afterEach, describe, expect, test } from '@jest/globals';
import { act, cleanup } from '@testing-library/react';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { XSS_PAYLOADS, inGroups } from '@newsdesk/core/testing/xss-payloads';
import { CollectionsWorkspace } from '../../src/collections/CollectionsWorkspace';
import { DashboardFeed } from '../../src/collections/DashboardFeed';
import { FakeCollectionsApi, aCollection, aCollectionSearch } from '../../src/collections/collections.fixtures';
import { CollectionsStore } from '../../src/collections/collections.store';
import { DashboardStore } from '../../src/collections/dashboard.store';
import { aNewsDocument } from '../../src/document-viewer/document-viewer.fixtures';
import { NotificationCenter } from '../../src/notification-center/NotificationCenter';
import { FakeNotificationApi, NOW, aLiveMessage, aNotificationDocument } from '../../src/notification-center/notification-center.fixtures';
import { NotificationCenterStore } from '../../src/notification-center/notification-center.store';
import { FakeSearchApi } from '../../src/search/search.fixtures';
import { renderWidget } from '../../src/testing/render-widget';
import { auditXss, installXssCanary } from '../../src/testing/xss-audit';
import { Toasts } from '../../src/toasts/Toasts';
import { ToastStore } from '../../src/toasts/toast.store';

/*
 * Collection names, their search tags, owners, subscribers and alert addresses are typed by
 * colleagues; the documents in the columns and the notifications come from feeds. Every payload
 * goes through each of those places.
 */
const canary = installXssCanary();
afterAll(() => canary.uninstall());
afterEach(() => cleanup());

const P = XSS_PAYLOADS;
const at = (i: number) => P[i % P.length]!;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const hostileDocument = (i: number): NewsDocument =>
  aNewsDocument({
    id: `doc-${i}`,
    storyId: `story-${i}`,
    document: {
      documentTitle: `harbour ${at(i)}`,
      documentBody: `Harbour ${at(i + 1)} body`,
      domain: at(i + 2),
      url: at(i + 3),
      publicationDate: NOW.toISOString(),
      firstAcquisitionDate: NOW.toISOString(),
    },
  });

const hostileCollections = (indexes: number[]) =>
  indexes.map((i, n) =>
    aCollection({
      id: uuid(n + 1),
      name: at(i),
      role: n % 3 === 2 ? 'subscriber' : 'owner',
      owner: { id: `u-${n}`, name: at(i + 1), email: 'owner@newsroom.example' },
      subscribers: [{ id: `s-${n}`, name: at(i + 2), email: 'sub@newsroom.example' }],
      search: aCollectionSearch({ tags: [{ name: 'harbour' }, { name: at(i + 3) }].slice(0, n % 2 === 0 ? 1 : 2), timeFrame: 'year' }),
      alert: { frequency: 'daily', slackChannels: [`#${at(i + 4)}`], emails: [`${at(i + 5)}@newsroom.example`] },
    }),
  );

describe('collections', () => {
  test.each(
    inGroups(
      P.map((_, i) => i),
      12,
    ),
  )('collections %#: names, tags, people, alert addresses, documents and the delivery log stay inert', async (...indexes) => {
    const api = new FakeCollectionsApi(hostileCollections(indexes), new FakeSearchApi(indexes.map((i) => hostileDocument(i))));
    api.deliveryLog = indexes.slice(0, 6).map((i, n) => ({
      id: `d-${n}`,
      kind: 'story' as const,
      channel: 'email' as const,
      recipient: at(i),
      status: 'failed' as const,
      attempts: 5,
      lastError: at(i + 1),
      problem: { code: 'alert.delivery.email_failed', detail: at(i + 2) },
      documentIds: [`doc-${i}`],
      createdAt: NOW.toISOString(),
      nextAttemptAt: null,
      sentAt: null,
    }));
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    const store = new CollectionsStore(api, { toasts, cache: null });
    renderWidget(
      <>
        <CollectionsWorkspace store={store} onOpenDocument={() => undefined} />
        <Toasts store={toasts} />
      </>,
    );
    await act(async () => {
      await store.init();
    });
    await settle();
    expect(document.body.textContent).toContain(at(indexes[0]!).trim().slice(0, 10));
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });

    // edit mode, the editor of the first collection and its delivery log
    await act(async () => {
      store.setMode('edit');
      store.edit(store.collections[0]!);
    });
    await settle();
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
    await act(async () => {
      store.editor.close();
      await store.deliveries.open(store.collections[1]!);
    });
    await settle();
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });

  test.each(
    inGroups(
      P.map((_, i) => i),
      12,
    ),
  )('dashboard %#: collection columns with hostile names and documents stay inert', async (...indexes) => {
    const api = new FakeCollectionsApi(hostileCollections(indexes), new FakeSearchApi(indexes.map((i) => hostileDocument(i))));
    const store = new DashboardStore(api, { cache: null });
    renderWidget(<DashboardFeed store={store} onOpenDocument={() => undefined} />);
    await act(async () => {
      await store.init();
    });
    await settle();
    expect(document.body.textContent).toContain(at(indexes[0]!).trim().slice(0, 10));
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });
});

describe('notifications', () => {
  // the list keeps the 10 newest (spec): ten payloads at a time, as titles, domains and collection names
  test.each(
    inGroups(
      P.map((_, i) => i),
      10,
    ),
  )('notifications %#: titles, domains and collection names stay inert in the bell and its panel', async (...indexes) => {
    const api = new FakeNotificationApi();
    const store = new NotificationCenterStore(api, {
      cache: null,
      now: () => NOW,
      manageDocumentTitle: false,
      visibility: { isHidden: () => false, subscribe: () => () => undefined },
    });
    renderWidget(<NotificationCenter store={store} />);
    await act(async () => {
      await store.start();
      api.open();
      for (const i of indexes) api.push(aLiveMessage([aNotificationDocument({ title: at(i), domain: at(i + 1) })], at(i + 2), `c-${i}`));
    });
    await settle();
    await act(async () => {
      store.openPanel();
    });
    await settle();
    expect(document.body.textContent).toContain(at(indexes[0]!).trim().slice(0, 10));
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });
});
