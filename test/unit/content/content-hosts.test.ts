import { describe, expect, it } from 'vitest';
import { CONTENT_HOSTS, contentHost } from '../../../domain/content/content-hosts';
import type { ContentEnvironment, ContentRegion } from '../../../domain/content/content.types';

const REGIONS: readonly ContentRegion[] = ['cn', 'sg', 'va', 'boe'];
const ENVIRONMENTS: readonly ContentEnvironment[] = ['sandbox', 'online'];
const ONLINE_PAGE = 'https://www.game.example.com/spring';

describe('the content host table (SPEC §7, §9)', () => {
  it('has the 8 region-environment entries, every one a distinct https origin', () => {
    const entries = REGIONS.flatMap((region) => ENVIRONMENTS.map((environment) => CONTENT_HOSTS[region][environment]));
    expect(Object.keys(CONTENT_HOSTS).sort()).toEqual([...REGIONS].sort());
    expect(entries).toHaveLength(8);
    expect(new Set(entries).size).toBe(8);
    for (const origin of entries) expect(origin).toMatch(/^https:\/\/[^/]+$/);
  });

  it.each(REGIONS.flatMap((region) => ENVIRONMENTS.map((environment) => [region, environment] as const)))('picks the %s %s entry when asked', (region, environment) => {
    expect(contentHost(ONLINE_PAGE, { region, environment })).toBe(CONTENT_HOSTS[region][environment]);
  });

  it('defaults to region cn, online on a production page', () => {
    expect(contentHost(ONLINE_PAGE)).toBe(CONTENT_HOSTS.cn.online);
  });

  it('is sandbox when the page host contains sandbox, is localhost or loopback, or is an internal domain', () => {
    expect(contentHost('https://act-sandbox.game.example.com/spring')).toBe(CONTENT_HOSTS.cn.sandbox);
    expect(contentHost('http://localhost:5173/', { region: 'sg' })).toBe(CONTENT_HOSTS.sg.sandbox);
    expect(contentHost('http://127.0.0.1:5173/', { region: 'va' })).toBe(CONTENT_HOSTS.va.sandbox);
    expect(contentHost('https://page.corp.example.net/', { internalHosts: ['corp.example.net'] })).toBe(CONTENT_HOSTS.cn.sandbox);
    expect(contentHost(ONLINE_PAGE, { internalHosts: ['corp.example.net'] })).toBe(CONTENT_HOSTS.cn.online);
    expect(contentHost('http://localhost/', { environment: 'online' })).toBe(CONTENT_HOSTS.cn.online);
  });

  it('lets an override replace one entry, and only that one', () => {
    const hosts = { sg: { online: 'https://news.example.net/' } };
    expect(contentHost(ONLINE_PAGE, { region: 'sg', hosts })).toBe('https://news.example.net');
    expect(contentHost('http://localhost/', { region: 'sg', hosts })).toBe(CONTENT_HOSTS.sg.sandbox);
    expect(contentHost(ONLINE_PAGE, { region: 'cn', hosts })).toBe(CONTENT_HOSTS.cn.online);
  });

  it('refuses a region or environment outside SPEC §9 and an override that is not http(s)', () => {
    const refused = (call: () => unknown) => expect(call).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    refused(() => contentHost(ONLINE_PAGE, { region: 'in' as never }));
    refused(() => contentHost(ONLINE_PAGE, { region: 'toString' as never }));
    refused(() => contentHost(ONLINE_PAGE, { environment: 'prod' as never }));
    expect(() => contentHost(ONLINE_PAGE, { region: 'in' as never })).toThrow('content region must be cn, sg, va or boe and environment sandbox or online, got in and online');
    expect(() => contentHost(ONLINE_PAGE, { hosts: { cn: { online: 'ftp://x' } } })).toThrow('content host must be an http(s) origin, got "ftp://x"');
  });
});
