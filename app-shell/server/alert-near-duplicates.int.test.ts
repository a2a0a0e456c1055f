import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { postMessageHandler, startFakeSlack, workspaceHandlers, type FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import { IngestArticle, type IngestOutcome, type RawArticle } from '@newsdesk/core/ingestion/ingest-article';
import { startAlertingTestServer, type AlertingTestServer } from './testing/alerting-test-server';
import { callApi } from './testing/api-call';
import { eventually } from './testing/eventually';

/**
 * ADR 0007 (one alert per story, exactly once): five near-identical copies of one wire story from five outlets, through
 * the real ingestion (near-duplicates join the first copy's story) and the real percolation and
 * delivery of a whole server process → one Slack alert with four thread replies "+1 outlet", one
 * e-mail, and all six deliveries sent in the owner's log.
 */

const OUTLETS = ['first.example', 'second.example', 'third.example', 'fourth.example', 'fifth.example'];
const TITLE = 'Central bank holds rate as inflation eases';
const BODY =
  'The Swiss National Bank kept its policy rate at 0.5 percent on Thursday. Its chairman said in Zurich that inflation had eased over the summer, ' +
  'that the franc remained strong against the euro and that the bank stood ready to intervene in the currency market if needed. ' +
  'Economists had widely expected the decision, and markets reacted calmly in early trading.';

let t: AlertingTestServer;
let slack: FakeSlack;
let cookie = '';
/** The ts Slack answered each chat.postMessage with, in call order. */
const answeredTs: string[] = [];

beforeAll(async () => {
  const answer = postMessageHandler({ '#economy': 'C0ECONOMY' });
  slack = await startFakeSlack({
    ...workspaceHandlers({ channels: [{ id: 'C0ECONOMY', name: 'economy' }], users: [] }),
    'chat.postMessage': async (request) => {
      const reply = await answer(request);
      answeredTs.push((reply.body as { ts: string }).ts);
      return reply;
    },
  });
  t = await startAlertingTestServer({ slackBotToken: 'xoxb-copies', slackApiUrl: slack.url });
  cookie = await t.cookieFor('staff');
}, 60_000);

afterAll(async () => {
  await t?.stop();
  await slack?.stop();
});

const call = (method: string, path: string, body?: unknown) => callApi(t.url, cookie, method, path, body);

/** The wire copy as each outlet runs it: its own URL and a closing line of its own, so no two texts are identical. */
const copyFrom = (domain: string, index: number): RawArticle => ({
  url: `https://www.${domain}/economy/snb-${index}`,
  title: TITLE,
  body: `${BODY} Reported with agencies by the ${domain.split('.')[0]} desk.`,
  publishedAt: new Date().toISOString(),
});

test('five near-identical copies from five outlets → one Slack alert with four "+1 outlet" thread replies and one e-mail, all sent in the log', async () => {
  const created = await call('POST', '/api/collections', {
    name: 'SNB watch',
    search: { tags: [{ name: 'inflation' }] },
    alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] },
  });
  expect({ status: created.status, body: created.status === 200 ? 'ok' : created.body }).toEqual({ status: 200, body: 'ok' });
  const collectionId = created.body.id as string;
  // collection changes reach the percolator within a second (core/src/collections/collection.ports.ts)
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const ingest = t.server.container.get(IngestArticle);
  const outcomes: IngestOutcome[] = [];
  for (const [index, domain] of OUTLETS.entries()) outcomes.push(await ingest.execute(copyFrom(domain, index)));
  // the precondition, by ingestion's own rules: five new documents, one story, the first copy its original
  const storyId = outcomes[0]?.outcome === 'new' ? outcomes[0].storyId : undefined;
  expect(outcomes.map((o) => (o.outcome === 'new' ? { outcome: o.outcome, storyId: o.storyId, isOriginal: o.isOriginal } : o))).toEqual(
    OUTLETS.map((_, index) => ({ outcome: 'new', storyId, isOriginal: index === 0 })),
  );

  const log = await eventually(
    () => call('GET', `/api/collections/${collectionId}/deliveries?pageSize=50`),
    (r) => r.body?.total === 6 && r.body.deliveries.every((d: { status: string }) => d.status === 'sent'),
    { what: 'six deliveries sent', timeoutMs: 30_000 },
  );
  expect(
    log.body.deliveries.map((d: { kind: string; channel: string; recipient: string }) => `${d.kind} ${d.channel} ${d.recipient}`).sort(),
  ).toEqual([
    'copy slack #economy',
    'copy slack #economy',
    'copy slack #economy',
    'copy slack #economy',
    'story email desk@example.org',
    'story slack #economy',
  ]);

  // every row is sent, so nothing more is on its way: the counts are final
  const posts = slack.callsTo('chat.postMessage');
  const alerts = posts.filter((p) => p.params.thread_ts === undefined);
  expect(alerts.map((p) => [p.params.channel, p.params.text])).toEqual([['#economy', `SNB watch: ${TITLE} (first.example)`]]);
  const alertTs = answeredTs[posts.indexOf(alerts[0]!)];
  const replies = posts.filter((p) => p.params.thread_ts !== undefined);
  expect(replies.map((p) => [p.params.channel, p.params.thread_ts, p.params.text]).sort()).toEqual(
    OUTLETS.slice(1)
      .map((domain) => ['C0ECONOMY', alertTs, `+1 outlet: ${TITLE} (${domain})`])
      .sort(),
  );
  expect(t.smtp.mails.map((m) => [m.to, m.subject])).toEqual([[['desk@example.org'], `Newsdesk alert: SNB watch: ${TITLE}`]]);
  expect(t.smtp.mails[0]!.text).toContain('first.example');
}, 90_000);
