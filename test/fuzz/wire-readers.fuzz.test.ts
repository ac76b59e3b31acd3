import fc from 'fast-check';
import { describe } from 'vitest';
import { InMemoryStorage } from '../../adapters/fake/in-memory-storage';
import { deriveUsername, toAccountUser, type AccountInfoData } from '../../domain/account/account-user';
import { toProviderSettings } from '../../domain/account/login-status-settings';
import type { LoginStatusEntry } from '../../domain/account/login-status';
import type { ProviderSetting } from '../../domain/account/providers/provider-settings';
import { providers } from '../../composition/features/providers.feature';
import * as affiliate from '../../domain/affiliate/affiliate-wire';
import { liveRecord } from '../../domain/consent/consent-record';
import { records, toLikeResult, toNewsDetail, toNewsItem, toPaging, toResources, toVideoItem } from '../../domain/content/content-wire';
import type { PassportBody } from '../../domain/http/envelopes';
import { readPassportAnswer } from '../../domain/http/passport-envelope';
import { readDecision, readDemand } from '../../domain/passport/decision';
import { readActions } from '../../domain/site-config/group-control';
import { pickAdvertisements } from '../../domain/site-config/picture-search.api';
import type { Advertisement } from '../../domain/site-config/site-config.types';
import { toRoles, toServerRoles, toServers, toZones } from '../../domain/servers/server-wire';
import { readReports } from '../../domain/tracking/report-store';
import { anything, shaped, text } from './support/arbitraries';
import { ruleProperty } from './support/rule-property';
import { envelope, wireValue } from './support/wire-answers';

// Every reader of a server answer (and of what the kit stored itself) on missing, null,
// wrong-typed or huge fields: only CampaignKitError, no call over 50 ms.

type Wire = Readonly<Record<string, unknown>>;
const wireObject = fc.dictionary(fc.string(), wireValue, { maxKeys: 3, noNullPrototype: true }).chain((extra) => envelope.map((fields) => ({ ...extra, ...fields }) as Wire));

describe('activity and game answers', () => {
  ruleProperty('server and role lists', wireValue, (data) => [toZones(data), toServers(data), toRoles(data), toServerRoles(data)]);
  ruleProperty('account info (username fallback)', wireObject, (info) => [deriveUsername(info as unknown as AccountInfoData), toAccountUser(info as unknown as AccountInfoData)]);
  ruleProperty('login-status entries to provider settings', fc.array(wireObject, { maxLength: 5 }), (entries) => toProviderSettings(entries as unknown as LoginStatusEntry[]));
  ruleProperty('provider settings (providers([...]))', fc.array(shaped(['type', 'platform_app_id', 'client_id', 'app_id', 'app_key', 'app_secret', 'client_key', 'mode']), { maxLength: 3 }), (settings) =>
    providers(settings as ProviderSetting[]),
  );
});

describe('passport answers', () => {
  ruleProperty(
    'readPassportAnswer',
    fc.record({ status: fc.integer({ min: 100, max: 599 }), data: fc.oneof(envelope, wireValue), source: fc.constantFrom('sso' as const, 'auth' as const, 'web' as const) }),
    ({ status, data, source }) => readPassportAnswer({ status, headers: {}, data }, source),
  );
  ruleProperty('readDecision and readDemand', fc.tuple(wireObject, fc.integer(), text), ([body, errorCode, description]) => [
    readDecision(body as PassportBody),
    readDemand(body as PassportBody, errorCode, description),
  ]);
});

describe('content answers', () => {
  ruleProperty('news, videos, paging, likes and resources', wireObject, (wire) => [
    records(wire.page_news).map(toNewsItem),
    toNewsDetail(wire),
    toVideoItem(wire),
    toPaging(wire, { pageIndex: 1, pageSize: 10 }),
    toLikeResult(wire, true),
    toResources(wire),
  ]);
  const advertisement = fc.record(
    { id: text, title: fc.oneof(fc.constantFrom('setting', 'banner'), text), imageUrl: text, linkUrl: text, content: fc.oneof(text, wireValue.map((value) => JSON.stringify(value) ?? '')) },
    { requiredKeys: ['title'] },
  );
  ruleProperty('site config actions in advertisements', fc.array(advertisement, { maxLength: 5 }), (ads: Advertisement[]) => [readActions(ads), pickAdvertisements(ads, 'setting')]);
});

describe('affiliate answers', () => {
  const readers = [affiliate.toSubject, affiliate.toIdentity, affiliate.toLoginOption, affiliate.toUser, affiliate.toInvitation, affiliate.toRole, affiliate.toResource, affiliate.toUserRole, affiliate.toPermissions];
  ruleProperty('every affiliate reader', wireValue, (wire) => [
    readers.map((read) => read(wire)),
    affiliate.toPage(wire, affiliate.toSubject, { page: 1, pageSize: 10 }),
    affiliate.toList(wire, affiliate.toRole),
  ]);
});

describe('what the kit stored', () => {
  ruleProperty('stored consent decision', anything, (stored) => liveRecord(stored, Date.UTC(2026, 0, 1)));
  ruleProperty('stored report queue', anything, (stored) => {
    const storage = new InMemoryStorage();
    storage.set('local', 'tracking_reports', stored);
    return readReports(storage);
  });
});
