import fc from 'fast-check';
import { describe } from 'vitest';
import {
  account,
  affiliate,
  consent,
  content,
  location,
  mail,
  reservation,
  servers,
  share,
  siteConfig,
  tracking,
} from '../../composition/features/index';
import { createTestKit, withFeatures } from '../../composition/testing';
import type { ConsentConfig } from '../../domain/consent/consent.types';
import type { ShareInfo } from '../../domain/share/share.types';
import { anything, fields, shaped, text } from './support/arbitraries';
import { KIT_BUILD_BUDGET_MS } from './support/call-budget';
import { kitErrorsOnly } from './support/kit-errors';
import { kitProperty } from './support/kit-property';
import { ruleProperty } from './support/rule-property';

// createCampaignKit's options and each feature's options, then the features' calls on fuzzed
// pages and server answers: only CampaignKitError with a code, never a hang.

const loose = <T = never>(value: unknown) => value as T;
const shareInfo = shaped(['url', 'title', 'description', 'image']);
const consentConfig = fc.oneof(
  shaped(['cookieTypes', 'banner', 'gates']),
  fc.record({
    cookieTypes: fc.array(fc.record({ name: text, description: text, cookies: fc.array(shaped(['key', 'name', 'provider', 'link', 'enable', 'allowChange']), { maxLength: 3 }) }), { maxLength: 3 }),
    banner: shaped(['isSimple', 'learnMore', 'description', 'title']),
  }),
);

describe('options', () => {
  ruleProperty(
    'createCampaignKit options (through createTestKit) and reading each member',
    fc.record({
      aid: fc.oneof(fc.constant(1128), anything),
      appId: fc.oneof(fc.constant('app'), anything),
      activityId: fc.oneof(fc.constant('act'), anything),
      apiOrigin: fc.oneof(fc.constant(undefined), anything),
      ssoOrigin: fc.oneof(fc.constant(undefined), anything),
      timeoutMs: anything,
      language: anything,
      navigationOrigins: fc.oneof(fc.constant(undefined), anything, fc.array(anything, { maxLength: 2 })),
      scripts: fc.oneof(fc.constant(undefined), shaped(['signing', 'weixin', 'qq', 'captcha', 'youtube'])),
    }),
    (options) => {
      const kit = createTestKit(loose(options));
      return [kit.account, kit.reservation, kit.share, kit.servers, kit.i18n, kit.device];
    },
    KIT_BUILD_BUDGET_MS,
  );
  ruleProperty(
    "each feature's options",
    fc.record({
      sms: anything,
      countdownSeconds: anything,
      zone: fc.oneof(fc.constantFrom('cn', 'sg'), anything),
      consent: consentConfig,
      share: shaped(['info', 'shortLinkHost', 'weixinTicketUrl']),
      servers: shaped(['environment', 'internalHosts']),
      content: shaped(['region', 'environment', 'internalHosts', 'hosts', 'origin', 'appId', 'language']),
      siteConfig: shaped(['pid', 'scriptOrigins', 'contentOrigin', 'applyOnStart']),
      reservation: shaped(['processIds', 'shareParams', 'autoReserve']),
      affiliate: shaped(['subjectAid', 'multiLogin', 'origin']),
    }),
    (o) => {
      const kit = createTestKit({
        features: withFeatures(
          account(loose({ sms: o.sms, countdownSeconds: o.countdownSeconds })),
          tracking(loose({ zone: o.zone })),
          consent(loose(o.consent)),
          share(loose(o.share)),
          servers(loose(o.servers)),
          content(loose(o.content)),
          siteConfig(loose(o.siteConfig)),
          reservation(loose(o.reservation)),
          affiliate(loose(o.affiliate)),
        ),
      });
      return ['account', 'tracking', 'consent', 'share', 'servers', 'content', 'siteConfig', 'reservation', 'affiliate'].map((member) =>
        kitErrorsOnly(() => (kit as unknown as Record<string, unknown>)[member]),
      );
    },
    KIT_BUILD_BUDGET_MS,
  );
});

describe('feature calls', () => {
  kitProperty('start(): every start-up effect', () => withFeatures(tracking({ zone: 'cn' }), siteConfig({ pid: 'home' })), fc.constant(undefined), (kit) => kit.start());
  kitProperty('reservation: reserve, load, refresh, milestone, shareCode and invitedCount', () => withFeatures(reservation()), fc.constant(undefined), async (kit) => {
    await kit.reservation.reserve().catch(() => undefined);
    await kit.reservation.load().catch(() => undefined);
    await kit.reservation.refresh().catch(() => undefined);
    await kit.reservation.milestone().catch(() => undefined);
    await kit.reservation.shareCode().catch(() => undefined);
    return kit.reservation.invitedCount();
  });
  kitProperty('share: links, short link and app panel with fuzzed share info', () => withFeatures(share()), fc.tuple(shareInfo, text), async (kit, [info, url]) => {
    const given = loose<ShareInfo>(info);
    kitErrorsOnly(() => kit.share.setInfo(given));
    kitErrorsOnly(() => kit.share.link('twitter', given));
    kitErrorsOnly(() => kit.share.open('line', given));
    await kit.share.appPanel({}, given).catch(() => undefined);
    return kit.share.shortLink(url);
  });
  kitProperty(
    'content: pictures, news, videos, detail, resources and likes',
    () => withFeatures(content({ origin: 'https://content.test' })),
    fc.tuple(fields(['page', 'block', 'channel', 'pageIndex', 'pageSize', 'topFlag', 'language', 'liked', 'type']), fc.oneof(text, fc.integer()), fc.array(text, { maxLength: 3 })),
    async (kit, [options, id, keys]) => {
      await kit.content.searchPictures(loose(options)).catch(() => undefined);
      await kit.content.searchNews(loose(options)).catch(() => undefined);
      await kit.content.searchVideos(loose(options)).catch(() => undefined);
      await kit.content.newsDetail(id).catch(() => undefined);
      await kit.content.resources(keys).catch(() => undefined);
      return kit.content.like(id, loose(options));
    },
  );
  kitProperty('servers, location and mail', () => withFeatures(servers({ environment: 'all' }), location(), mail()), fields(['email', 'appId', 'activityId', 'userName', 'content']), async (kit, submission) => {
    await kit.servers.servers().catch(() => undefined);
    await kit.servers.userServerRoles({}).catch(() => undefined);
    await kit.location.lookup().catch(() => undefined);
    return kit.mail.send(loose(submission));
  });
  kitProperty('download helper and invite links', () => withFeatures(), fc.tuple(anything, text, text), (kit, [url, key, value]) => {
    kitErrorsOnly(() => kit.download.inviteLink(String(key), key, value));
    return kit.download.download(url);
  });
  kitProperty('consent: a fuzzed configuration, then every decision', () => withFeatures(), fc.tuple(consentConfig, text), (kit, [config, key]) => {
    const service = kitErrorsOnly(() => createTestKit({ features: [consent(loose<ConsentConfig>(config))] }).consent);
    if (!service || service instanceof Error) return;
    service.openPanel();
    service.toggle(key);
    service.save();
    service.rejectAll();
    service.acceptAll();
    return service.allows([key]);
  });
});
