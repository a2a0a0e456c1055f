/**
 * Addresses a hostile feed, page or admin may hand Newsdesk to make it fetch something it must
 * not: loopback, private, link-local and cloud metadata addresses in every spelling a URL parser,
 * a resolver or a socket accepts, and schemes other than http(s). `CANARY` stands for the port of
 * the test's canary server on 127.0.0.1 and ::1, so a loopback spelling that got through would be
 * counted there; other addresses are caught by the loopback tripwire before a packet leaves.
 */
export interface SsrfTarget {
  url: string;
  means: string;
  /**
   * What saving it as an RSS source answers: refused by address without DNS (IP literals and
   * `localhost` names), not a web address at all, or only judged by the gate when it connects.
   */
  atSave: 'source.address_not_allowed' | 'source.invalid_url' | 'judged_at_connect';
  /** Codes the outbound gate may refuse it with; which one depends on the machine's resolver for names. */
  atFetch: readonly string[];
  /** A plain client on this kind of machine reaches the canary with it (the control test proves it). */
  reachesCanary?: true;
}

const ADDRESS = ['fetch.address_not_allowed'] as const;
// Names: refused after resolving to loopback, or not resolvable at all on this machine.
const NAME = ['fetch.address_not_allowed', 'fetch.dns_failed'] as const;
const SCHEME = ['fetch.scheme_not_allowed'] as const;

const literal = (url: string, means: string, reachesCanary = false): SsrfTarget => ({
  url,
  means,
  atSave: 'source.address_not_allowed',
  atFetch: ADDRESS,
  ...(reachesCanary ? { reachesCanary: true as const } : {}),
});

export const SSRF_TARGETS: readonly SsrfTarget[] = [
  // Loopback, IPv4 in every spelling the WHATWG URL parser turns into 127.0.0.1
  literal('http://127.0.0.1:CANARY/feed', 'loopback', true),
  literal('http://127.1:CANARY/feed', 'loopback, two parts', true),
  literal('http://127.0.1:CANARY/feed', 'loopback, three parts', true),
  literal('http://2130706433:CANARY/feed', 'loopback as one decimal number', true),
  literal('http://0x7f000001:CANARY/feed', 'loopback as one hex number', true),
  literal('http://0x7f.0x0.0x0.0x1:CANARY/feed', 'loopback, hex parts', true),
  literal('http://0177.0.0.1:CANARY/feed', 'loopback, octal first part', true),
  literal('http://0177.0000.0000.0001:CANARY/feed', 'loopback, octal parts', true),
  literal('http://017700000001:CANARY/feed', 'loopback as one octal number', true),
  literal('http://127.000.000.001:CANARY/feed', 'loopback, zero-padded', true),
  literal('http://127.0.0.1.:CANARY/feed', 'loopback with a trailing dot', true),
  literal('http://127\u30020\u30020\u30021:CANARY/feed', 'loopback with ideographic full stops', true),
  literal('http://127.255.255.254:CANARY/feed', 'loopback, the end of 127/8'),
  literal('http://0.0.0.0:CANARY/feed', 'unspecified (Linux connects it to this machine)', true),
  literal('http://0:CANARY/feed', 'unspecified as one number', true),
  literal('https://127.0.0.1:CANARY/feed', 'loopback over https'),
  // Loopback, IPv6 and IPv4 inside IPv6
  literal('http://[::1]:CANARY/feed', 'IPv6 loopback', true),
  literal('http://[0:0:0:0:0:0:0:1]:CANARY/feed', 'IPv6 loopback, long form', true),
  literal('http://[::]:CANARY/feed', 'IPv6 unspecified', true),
  literal('http://[::ffff:127.0.0.1]:CANARY/feed', 'IPv4-mapped loopback', true),
  literal('http://[::ffff:7f00:1]:CANARY/feed', 'IPv4-mapped loopback in hex', true),
  literal('http://[0:0:0:0:0:ffff:127.0.0.1]:CANARY/feed', 'IPv4-mapped loopback, long form', true),
  literal('http://[::127.0.0.1]:CANARY/feed', 'IPv4-compatible loopback'),
  literal('http://[::ffff:0:127.0.0.1]:CANARY/feed', 'IPv4-translated loopback (RFC 6145)'),
  literal('http://[64:ff9b::127.0.0.1]:CANARY/feed', 'NAT64 of loopback'),
  literal('http://[2002:7f00:1::1]:CANARY/feed', '6to4 of loopback'),
  // Loopback names (RFC 6761): judged at save time without DNS
  { url: 'http://localhost:CANARY/feed', means: 'localhost', atSave: 'source.address_not_allowed', atFetch: NAME, reachesCanary: true },
  {
    url: 'http://LOCALHOST:CANARY/feed',
    means: 'localhost in capitals',
    atSave: 'source.address_not_allowed',
    atFetch: NAME,
    reachesCanary: true,
  },
  { url: 'http://localhost.:CANARY/feed', means: 'localhost with a trailing dot', atSave: 'source.address_not_allowed', atFetch: NAME },
  { url: 'http://news.localhost:CANARY/feed', means: 'a name under localhost', atSave: 'source.address_not_allowed', atFetch: NAME },
  {
    url: 'http://%6c%6f%63%61%6c%68%6f%73%74:CANARY/feed',
    means: 'localhost percent-encoded',
    atSave: 'source.address_not_allowed',
    atFetch: NAME,
    reachesCanary: true,
  },
  {
    url: 'http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54:CANARY/feed',
    means: 'localhost in full-width letters',
    atSave: 'source.address_not_allowed',
    atFetch: NAME,
    reachesCanary: true,
  },
  // Private networks
  literal('http://10.0.0.1/feed', 'private 10/8'),
  literal('http://10.255.255.254:8080/feed', 'private 10/8 with a port'),
  literal('http://167772161/feed', 'private 10.0.0.1 as one decimal number'),
  literal('http://0xa000001/feed', 'private 10.0.0.1 as one hex number'),
  literal('http://012.0.0.1/feed', 'private 10.0.0.1, octal first part'),
  literal('http://172.16.0.1/feed', 'private 172.16/12'),
  literal('http://172.31.255.254/feed', 'private 172.16/12, its end'),
  literal('http://192.168.0.1/feed', 'private 192.168/16'),
  literal('http://192.168.1.1:8443/feed', 'private 192.168/16 with a port'),
  literal('http://100.64.0.1/feed', 'carrier-grade NAT'),
  literal('http://[fd00::1]/feed', 'IPv6 unique local'),
  literal('http://[fc00::1]/feed', 'IPv6 unique local, fc00::/8'),
  literal('http://[::ffff:10.0.0.1]/feed', 'IPv4-mapped private'),
  literal('http://[::ffff:c0a8:101]/feed', 'IPv4-mapped 192.168.1.1 in hex'),
  literal('http://[2002:a00:1::]/feed', '6to4 of private'),
  literal('http://[fec0::1]/feed', 'IPv6 site-local (deprecated)'),
  // Link-local and cloud metadata services
  literal('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 'AWS/OpenStack metadata'),
  literal('http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token', 'GCP metadata by address'),
  literal('http://169.254.169.254/metadata/instance?api-version=2021-02-01', 'Azure metadata'),
  literal('http://2852039166/latest/meta-data/', 'metadata as one decimal number'),
  literal('http://0xa9fea9fe/latest/meta-data/', 'metadata as one hex number'),
  literal('http://0251.0376.0251.0376/latest/meta-data/', 'metadata, octal parts'),
  literal('http://169.254.170.2/v2/credentials', 'AWS ECS task credentials'),
  literal('http://100.100.100.200/latest/meta-data/', 'Alibaba Cloud metadata (CGNAT range)'),
  literal('http://[fd00:ec2::254]/latest/meta-data/', 'AWS metadata over IPv6'),
  literal('http://[::ffff:169.254.169.254]/latest/meta-data/', 'IPv4-mapped metadata'),
  literal('http://[64:ff9b::a9fe:a9fe]/latest/meta-data/', 'NAT64 of metadata'),
  literal('http://[fe80::1]/feed', 'IPv6 link-local'),
  { url: 'http://metadata.google.internal/computeMetadata/v1/', means: 'GCP metadata by name', atSave: 'judged_at_connect', atFetch: NAME },
  // Multicast, broadcast, reserved
  literal('http://224.0.0.1/feed', 'multicast'),
  literal('http://255.255.255.255/feed', 'broadcast'),
  literal('http://240.0.0.1/feed', 'reserved 240/4'),
  literal('http://192.0.0.192/feed', 'IETF protocol assignments (Oracle Cloud metadata)'),
  // Other schemes
  { url: 'file:///etc/passwd', means: 'a local file', atSave: 'source.invalid_url', atFetch: SCHEME },
  { url: 'file://localhost/etc/hostname', means: 'a local file by host', atSave: 'source.invalid_url', atFetch: SCHEME },
  {
    url: 'gopher://127.0.0.1:CANARY/_GET%20/feed%20HTTP/1.0%0D%0A%0D%0A',
    means: 'gopher smuggling a request',
    atSave: 'source.invalid_url',
    atFetch: SCHEME,
  },
  { url: 'ftp://127.0.0.1:CANARY/feed', means: 'ftp', atSave: 'source.invalid_url', atFetch: SCHEME },
  { url: 'dict://127.0.0.1:CANARY/info', means: 'dict', atSave: 'source.invalid_url', atFetch: SCHEME },
  { url: 'ws://127.0.0.1:CANARY/feed', means: 'websocket', atSave: 'source.invalid_url', atFetch: SCHEME },
  { url: 'data:application/rss+xml,%3Crss%2F%3E', means: 'a data URL', atSave: 'source.invalid_url', atFetch: SCHEME },
  { url: 'javascript:fetch("http://127.0.0.1:CANARY/")', means: 'javascript', atSave: 'source.invalid_url', atFetch: SCHEME },
];

export const withCanary = (url: string, port: number): string => url.replaceAll('CANARY', String(port));
