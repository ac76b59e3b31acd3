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

/**
 * The addresses a phone opens instead of `localhost`: this machine's LAN IPv4 addresses (or the one
 * address the server is bound to), with the port the request came to.
 * @param host - the host the server listens on; undefined for an app answering in process.
 * @param interfaces - defaults to `os.networkInterfaces()`.
 */
export function phoneAddresses(host: string | undefined, port: string, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): PhoneAddresses {
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
  const bound = host === undefined || ANY.has(host) || LOOPBACK.test(host) ? lan : [host];
  return { loopback: host !== undefined && LOOPBACK.test(host), host, origins: [...new Set(bound)].map((address) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`) };
}
