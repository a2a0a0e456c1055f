import { expect, test } from '@jest/globals';
import { DELIVERY_PROBLEMS, describeDeliveryError } from './delivery-problem';

test('every message DeliverAlert writes reads back as its code, without a detail', () => {
  for (const problem of Object.values(DELIVERY_PROBLEMS))
    expect(describeDeliveryError(problem.message)).toEqual({ code: problem.code, detail: null });
});

test("a provider's answer keeps its words as the detail, under the channel's code", () => {
  expect(describeDeliveryError('Slack rate limit: retry after 2 s')).toEqual({
    code: 'alert.delivery.rate_limited',
    detail: 'Slack rate limit: retry after 2 s',
  });
  expect(describeDeliveryError('Slack refused the message: channel_not_found')).toEqual({
    code: 'alert.delivery.slack_failed',
    detail: 'Slack refused the message: channel_not_found',
  });
  expect(describeDeliveryError('SMTP: 550 Mailbox unavailable')).toEqual({
    code: 'alert.delivery.email_failed',
    detail: 'SMTP: 550 Mailbox unavailable',
  });
  expect(describeDeliveryError('socket hang up')).toEqual({ code: 'alert.delivery.failed', detail: 'socket hang up' });
  expect(describeDeliveryError(null)).toBeNull();
  expect(describeDeliveryError('  ')).toBeNull();
});
