import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { DeliveryFence } from '../../../config.ts';
import { networkFailure, TransportError } from './transport-error.ts';

/**
 * Addresses that are not the public internet: this host, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, benchmarking, multicast, reserved,
 * and their IPv6 counterparts. An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is checked
 * against the IPv4 ranges by BlockList itself.
 */
const nonPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv6');
}

/** The operator's fence: which non-public networks stores may still be reached on. */
export type AddressFence = { allowed: BlockList };

/** The fence of DELIVERY_ALLOWED_NETWORKS (`address/prefix` ranges, checked by the config). */
export function addressFence({ allowedNetworks }: Pick<DeliveryFence, 'allowedNetworks'>) {
  const allowed = new BlockList();
  for (const cidr of allowedNetworks) {
    const [net, prefix] = cidr.split('/');
    allowed.addSubnet(net!, Number(prefix), isIP(net!) === 6 ? 'ipv6' : 'ipv4');
  }
  return { allowed };
}

function refusal(host: string, address: string) {
  return new TransportError(
    'not_allowed',
    `${host} is ${address}, a loopback or private address: refused unless the operator allows its network (DELIVERY_ALLOWED_NETWORKS)`,
  );
}

function checkAddress(fence: AddressFence, host: string, address: string) {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (nonPublic.check(address, family) && !fence.allowed.check(address, family)) {
    throw refusal(host, address);
  }
}

/**
 * The address to connect to for a store's host: its own when it is an IP address, else the
 * first DNS answer; refused (`not_allowed`) when any answer is loopback or private and not in
 * an allowed network. Nothing is sent to the host: a refused connection test is no port scan.
 */
export async function fencedAddress(fence: AddressFence, host: string): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) {
    checkAddress(fence, host, bare);
    return bare;
  }
  const answers = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(bare, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  ).catch((error: unknown) => {
    throw networkFailure(error) ?? new TransportError('settings', String(error));
  });
  for (const { address } of answers) checkAddress(fence, host, address);
  return answers[0]!.address;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `dns.lookup` for HTTP agents that refuses fenced answers, so an S3 endpoint's name cannot
 * be pointed at a private address after the settings were checked (DNS rebinding).
 */
export function fencedLookup(fence: AddressFence) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, answers) => {
      if (error) return callback(error, []);
      try {
        for (const { address } of answers) checkAddress(fence, hostname, address);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, answers);
      callback(null, answers[0]!.address, answers[0]!.family);
    });
  };
}
