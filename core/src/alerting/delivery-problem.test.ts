import { expect, test } from '@jest/globals';
import { DELIVERY_PROBLEMS, PROVIDER_FAILURES, describeDeliveryError } from './delivery-problem';

test("Newsdesk's own problems are said by their code alone", () => {
  for (const problem of Object.values(DELIVERY_PROBLEMS))
    expect(describeDeliveryError({ errorCode: problem.code, lastError: problem.message })).toEqual({ code: problem.code, detail: null });
});

test("a provider's failure keeps its words as the detail, under the code its channel gave it, whatever the words say", () => {
  expect(describeDeliveryError({ errorCode: PROVIDER_FAILURES.slackRateLimited, lastError: 'Slack rate limit: retry after 2 s' })).toEqual({
    code: 'alert.delivery.rate_limited',
    detail: 'Slack rate limit: retry after 2 s',
  });
  // the words no longer decide: an SMTP error text under Slack's code stays Slack's
  expect(describeDeliveryError({ errorCode: PROVIDER_FAILURES.slack, lastError: 'SMTP-like words from a proxy' })).toEqual({
    code: 'alert.delivery.slack_failed',
    detail: 'SMTP-like words from a proxy',
  });
  expect(describeDeliveryError({ errorCode: PROVIDER_FAILURES.teams, lastError: 'connect ECONNREFUSED 127.0.0.1:9' })).toEqual({
    code: 'alert.delivery.teams_failed',
    detail: 'connect ECONNREFUSED 127.0.0.1:9',
  });
});

test('a row without a code is a plain failure with its text; a row without an error has no problem', () => {
  expect(describeDeliveryError({ errorCode: null, lastError: 'Slack refused the message: channel_not_found' })).toEqual({
    code: 'alert.delivery.failed',
    detail: 'Slack refused the message: channel_not_found',
  });
  expect(describeDeliveryError({ errorCode: null, lastError: null })).toBeNull();
  expect(describeDeliveryError({ errorCode: null, lastError: '  ' })).toBeNull();
});
