import { makeAutoObservable, runInAction } from 'mobx';
import { alertTargets } from '@newsdesk/core/alerting/alert.types';
import type { CollectionsApi } from './collections.gateway';
import type { AlertChannelStatus, CollectionView, DeliveryChannel, TestDelivery } from './collections.types';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

/** Fallbacks when the server gives no code of its own (errors.json alert.*). */
const failure = (code: string, message: string) => ({ code, message });
const CHANNELS_FAILED = failure('alert.channels_failed', 'Error loading the alert channels');
const SECRET_FAILED = failure('alert.secret_failed', 'The secret could not be made. Please try again.');
const FEED_FAILED = failure('alert.feed_failed', 'The feed could not be changed. Please try again.');
const TEST_FAILED = failure('alert.test_failed', 'The test could not be sent.');

/**
 * The collection editor's channel controls for a saved collection (ADR 0022): the webhook signing
 * secret and the private feed URL, each shown once when made (never again: the server keeps the
 * feed only hashed), revoking the feed, and a test per channel with saved recipients.
 */
export class AlertChannelsStore {
  collection: CollectionView | null = null;
  status: AlertChannelStatus | null = null;
  loading = false;
  busy = false;
  /** Shown once, until the editor closes or another is made. */
  secret: string | null = null;
  feedUrl: string | null = null;
  feedRevoked = false;
  testing: DeliveryChannel | null = null;
  testResults: TestDelivery[] | null = null;
  error: UiError | null = null;
  private token = 0;

  constructor(private readonly api: CollectionsApi) {
    makeAutoObservable<AlertChannelsStore, 'api' | 'token'>(this, { api: false, token: false }, { autoBind: true });
  }

  /** Channels whose saved recipients can get a test, in the form's order. */
  get testableChannels(): DeliveryChannel[] {
    return [...new Set(alertTargets(this.collection?.alert).map((t) => t.channel))];
  }

  async open(collection: CollectionView): Promise<void> {
    this.close();
    const token = this.token;
    this.collection = collection;
    this.loading = true;
    try {
      const status = await this.api.alertChannels(collection.id);
      runInAction(() => {
        if (token !== this.token) return;
        this.status = status;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        if (token !== this.token) return;
        this.loading = false;
        this.error = toUiError(error, { keep: keepRefusals, fallback: CHANNELS_FAILED });
      });
    }
  }

  /** Forgets everything shown once: a secret or URL never outlives the dialog. */
  close(): void {
    this.token += 1;
    Object.assign(this, {
      collection: null,
      status: null,
      loading: false,
      busy: false,
      secret: null,
      feedUrl: null,
      feedRevoked: false,
      testing: null,
      testResults: null,
      error: null,
    });
  }

  makeSecret(): Promise<void> {
    return this.run(SECRET_FAILED, async (id) => {
      const { secret } = await this.api.makeWebhookSecret(id);
      runInAction(() => {
        this.secret = secret;
        this.status = { feedSince: this.status?.feedSince ?? null, webhookSecretSet: true };
      });
    });
  }

  makeFeed(): Promise<void> {
    return this.run(FEED_FAILED, async (id) => {
      const { url } = await this.api.makeFeed(id);
      runInAction(() => {
        this.feedUrl = url;
        this.feedRevoked = false;
        this.status = { webhookSecretSet: this.status?.webhookSecretSet ?? false, feedSince: new Date().toISOString() };
      });
    });
  }

  revokeFeed(): Promise<void> {
    return this.run(FEED_FAILED, async (id) => {
      await this.api.revokeFeed(id);
      runInAction(() => {
        this.feedUrl = null;
        this.feedRevoked = true;
        this.status = { webhookSecretSet: this.status?.webhookSecretSet ?? false, feedSince: null };
      });
    });
  }

  sendTest(channel: DeliveryChannel): Promise<void> {
    this.testing = channel;
    this.testResults = null;
    return this.run(TEST_FAILED, async (id) => {
      const { deliveries } = await this.api.sendTest(id, channel);
      runInAction(() => {
        this.testResults = deliveries;
      });
    }).finally(() => runInAction(() => (this.testing = null)));
  }

  private async run(fallback: { code: string; message: string }, work: (collectionId: string) => Promise<void>): Promise<void> {
    const id = this.collection?.id;
    if (!id || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      await work(id);
    } catch (error) {
      runInAction(() => (this.error = toUiError(error, { keep: keepRefusals, fallback })));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
