import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/** Where a phone on the same network reaches this server, as the dev page shows it. */
export interface PhoneAddresses {
  /** The server listens on a loopback address only: nothing on the network reaches it. */
  readonly loopback: boolean;
  /** The host it listens on, when known. */
  readonly host: string | undefined;
  /** `http://{LAN address}:{port}`, one per IPv4 address of this machine the server listens on. */
  readonly origins: readonly string[];
}

const LOOPBACK = /^(?:localhost|\[?::1\]?|127(?:\.\d{1,3}){3})$/i;
const ANY = new Set(['0.0.0.0', '::', '[::]']);

/** This machine's LAN IPv4 addresses. */
function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}

/**
 * The addresses other machines reach a server listening on `host` by, when it listens on every
 * address (`0.0.0.0`, `::`): this machine's LAN IPv4 addresses, which the dev doors then answer on
 * (with the dev token) besides the loopback names. An IP address is no DNS-rebound name. None for
 * any other host, which the doors answer on already.
 */
export function networkHosts(host: string | undefined, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  return host !== undefined && ANY.has(host) ? lanAddresses(interfaces) : [];
}

/**
 * The addresses a phone opens instead of `localhost`: this machine's LAN IPv4 addresses (or the one
 * address the server is bound to), with the port the request came to.
 * @param host - the host the server listens on; undefined for an app answering in process.
 * @param interfaces - defaults to `os.networkInterfaces()`.
 */
export function phoneAddresses(host: string | undefined, port: string, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): PhoneAddresses {
  const lan = lanAddresses(interfaces);
  const bound = host === undefined || ANY.has(host) || LOOPBACK.test(host) ? lan : [host];
  return { loopback: host !== undefined && LOOPBACK.test(host), host, origins: [...new Set(bound)].map((address) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`) };
}
