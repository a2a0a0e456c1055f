import { describe, expect, test } from '@jest/globals';
import { failureOf } from '../../fetch/local-test-server';
import { SafeHttpGate } from '../../fetch/safe-http-gate';
import { SSRF_TARGETS, withCanary } from '../../ssrf/ssrf-targets';
import { GateFeedHostScreen } from './feed-host-screen';

const hostOf = (url: string) => new URL(url).hostname;
const webTargets = SSRF_TARGETS.filter((t) => /^https?:/.test(t.url)).map((t) => ({ ...t, url: withCanary(t.url, 8080) }));

describe('the save-time screen of RSS source addresses', () => {
  const screen = new GateFeedHostScreen();

  test.each(webTargets.filter((t) => t.atSave === 'source.address_not_allowed').map((t) => [t.means, t.url]))(
    '%s (%s) is refused',
    (_means, url) => {
      expect(screen.judge(hostOf(url))).toEqual({ kind: 'refused', range: expect.any(String) });
    },
  );

  test('names are left to the gate at connect time, whatever they sound like', () => {
    for (const host of [
      'metadata.google.internal',
      'srf.ch',
      'www.nzz.ch',
      'localhost.example',
      'localhostx',
      '127.0.0.1.nip.io',
      'xn--brn-qla.ch',
    ]) {
      expect({ host, standing: screen.judge(host) }).toEqual({ host, standing: { kind: 'public' } });
    }
  });

  test('public addresses are public, with the ranges named as the gate names them', () => {
    expect(screen.judge('93.184.216.34')).toEqual({ kind: 'public' });
    expect(screen.judge('[2606:4700:4700::1111]')).toEqual({ kind: 'public' });
    expect(screen.judge(hostOf('http://[::ffff:127.0.0.1]/'))).toEqual({ kind: 'refused', range: 'ipv4Mapped:loopback' });
    expect(screen.judge('169.254.169.254')).toEqual({ kind: 'refused', range: 'linkLocal' });
    expect(screen.judge('localhost')).toEqual({ kind: 'refused', range: 'loopback' });
  });

  test('refuses exactly what the gate refuses before connecting: one rule, not two', async () => {
    const gate = new SafeHttpGate();
    for (const target of webTargets.filter((t) => t.atSave === 'source.address_not_allowed' && !/localhost/i.test(hostOf(t.url)))) {
      const failure = await failureOf(gate.fetch(target.url));
      const standing = screen.judge(hostOf(target.url));
      expect({ url: target.url, gate: failure.code, range: failure.details.range }).toEqual({
        url: target.url,
        gate: 'fetch.address_not_allowed',
        range: standing.kind === 'refused' ? standing.range : 'not refused at save',
      });
    }
  });
});

describe('NEWSDESK_FETCH_ALLOW lets intranet hosts through at save time as it does at fetch time', () => {
  const screen = new GateFeedHostScreen(['10.20.0.0/16', 'feeds.intranet', '*.corp.example', '127.0.0.1']);

  test('listed addresses, networks and names are intranet; their neighbours are still refused', () => {
    expect(screen.judge('10.20.3.4')).toEqual({ kind: 'intranet' });
    expect(screen.judge(hostOf('http://[::ffff:10.20.3.4]/'))).toEqual({ kind: 'intranet' });
    expect(screen.judge('10.21.0.1')).toEqual({ kind: 'refused', range: 'private' });
    expect(screen.judge('feeds.intranet')).toEqual({ kind: 'intranet' });
    expect(screen.judge('FEEDS.intranet.')).toEqual({ kind: 'intranet' });
    expect(screen.judge('news.corp.example')).toEqual({ kind: 'intranet' });
    expect(screen.judge('other.intranet')).toEqual({ kind: 'public' }); // judged when the gate connects
    expect(screen.judge('127.0.0.1')).toEqual({ kind: 'intranet' });
    expect(screen.judge('localhost')).toEqual({ kind: 'intranet' }); // it means 127.0.0.1, which is listed
    expect(screen.judge('127.0.0.2')).toEqual({ kind: 'refused', range: 'loopback' });
    expect(screen.judge('[::1]')).toEqual({ kind: 'refused', range: 'loopback' });
    expect(screen.judge('169.254.169.254')).toEqual({ kind: 'refused', range: 'linkLocal' });
  });

  test('a listed public address is simply public', () => {
    expect(new GateFeedHostScreen(['93.184.216.34']).judge('93.184.216.34')).toEqual({ kind: 'public' });
  });
});
