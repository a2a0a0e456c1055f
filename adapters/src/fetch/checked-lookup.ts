import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { FetchError } from '@newsdesk/core/ingestion/ingestion.errors';
import type { AddressPolicy } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a hostname into every address it has; injectable so tests never touch real DNS. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * The `lookup` hook of node:net for one request. The socket connects only to addresses this
 * function hands back, and it hands back only addresses it has just checked, so there is no
 * window between "checked" and "connected" for a DNS rebinding answer to slip through.
 * Every address must pass: a name with one public and one private address is refused, because
 * the socket (happy eyeballs) may pick either.
 */
export function checkedLookup(policy: AddressPolicy, resolve: Resolve, onRefusal: (error: FetchError) => void): LookupFunction {
  return (hostname, options, callback) => {
    resolveAndCheck(policy, resolve, hostname).then(
      (addresses) => {
        const wanted = familyNumber(options.family);
        const usable = wanted === 0 ? addresses : addresses.filter((entry) => entry.family === wanted);
        const first = usable[0];
        if (!first) {
          callback(dnsFailed(hostname, `has no IPv${wanted} address`), []);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => {
        const failure = error instanceof FetchError ? error : dnsFailed(hostname, String(error));
        if (failure.failure === 'fetch.address_not_allowed') onRefusal(failure);
        callback(failure, []);
      },
    );
  };
}

async function resolveAndCheck(policy: AddressPolicy, resolve: Resolve, hostname: string): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw dnsFailed(hostname, typeof code === 'string' ? code : 'lookup failed');
  }
  if (addresses.length === 0) throw dnsFailed(hostname, 'has no address');
  if (policy.allowsHostname(hostname)) return addresses;
  for (const { address } of addresses) {
    const range = policy.refusal(address);
    if (range !== null) {
      throw new FetchError('fetch.address_not_allowed', `${hostname} resolves to ${address}, which is not a public address (${range})`, {
        hostname,
        address,
        range,
      });
    }
  }
  return addresses;
}

function familyNumber(family: number | string | undefined): number {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

function dnsFailed(hostname: string, reason: string): FetchError {
  return new FetchError('fetch.dns_failed', `Could not resolve ${hostname}: ${reason}`, { hostname, reason });
}
