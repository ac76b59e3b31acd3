import { describe, expect, it } from 'vitest';
import { content } from '../../../composition/features/content.feature';
import { account } from '../../../composition/features/account.feature';
import { createTestKit } from '../../../composition/testing';
import { CONTENT_HOSTS } from '../../../domain/content/content-hosts';
import { ContentService } from '../../../domain/content/content.service';
import { activity, wireCalls } from '../support/routes';
import { bundledFiles } from '../support/bundled-files';

describe('the content() feature', () => {
  it('gives kit.content, a ContentService on the kit app id and the host of the page environment', async () => {
    const kit = createTestKit({ features: [content()] });
    expect(kit.content).toBeInstanceOf(ContentService);
    expect(kit.content.origin).toBe(CONTENT_HOSTS.cn.online);
    kit.fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [], page_news: [], count: 0 }));
    await kit.content.searchNews();
    expect(wireCalls(kit)[0]).toMatchObject({ method: 'GET', path: '/site/api/v2/news/search', query: { app_id: 'test-app', language: 'zh-CN' } });
    expect(kit.fetchMock.callHistory.lastCall()!.url.startsWith(`${CONTENT_HOSTS.cn.online}/`)).toBe(true);
  });

  it('takes its own app id, language, region and hosts, the environment following the page', async () => {
    const kit = createTestKit({ url: 'http://localhost:5173/', features: [content({ appId: 5245, region: 'sg', language: 'en-US', hosts: { sg: { sandbox: 'https://news.example.net' } } })] });
    expect(kit.content.origin).toBe('https://news.example.net');
    kit.fetchMock.route('path:/site/api/v2/video/search', activity({ top_video: [], page_videos: [], count: 0 }));
    await kit.content.searchVideos();
    expect(wireCalls(kit)[0]!.query).toMatchObject({ app_id: '5245', language: 'en-US' });
  });

  it('follows the page language unless content({ language }) fixed one', async () => {
    const following = createTestKit({ features: [content()] });
    following.fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [], page_news: [], count: 0 }));
    following.i18n.set('en');
    await following.content.searchNews();
    expect(following.content.language).toBe('en');
    expect(wireCalls(following)[0]!.query).toMatchObject({ language: 'en' });

    const fixed = createTestKit({ features: [content({ language: 'ja-JP' })] });
    fixed.fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [], page_news: [], count: 0 }));
    fixed.i18n.set('en');
    await fixed.content.searchNews();
    expect(wireCalls(fixed)[0]!.query).toMatchObject({ language: 'ja-JP' });
  });

  it('sends every call to one origin when given, whatever the table says', () => {
    const kit = createTestKit({ features: [content({ origin: 'https://campaign.test/content', region: 'va' })] });
    expect(kit.content.origin).toBe('https://campaign.test/content');
  });

  it('throws INVALID_ARGUMENT for a region outside SPEC §9 when kit.content is first read', () => {
    const kit = createTestKit({ features: [content({ region: 'in' as never })] });
    expect(() => kit.content).toThrow('content region must be cn, sg, va or boe');
  });

  it('throws the SPEC §5 message for an empty app id when kit.content is first read', () => {
    const kit = createTestKit({ features: [content({ appId: '' })] });
    expect(() => kit.content).toThrow('content init needs an app_id');
  });

  it('is not there without content(): kit.content throws FEATURE_MISSING naming the feature', () => {
    const kit = createTestKit({ features: [account()] });
    expect(() => (kit as unknown as { content: unknown }).content).toThrow("kit.content needs the content() feature: add content() to createCampaignKit's features");
  });

  it('is bundled only by a page that lists it', async () => {
    const kitPage = (features: string) =>
      `import { createCampaignKit, account, content } from './composition/index';\n` +
      `const kit = createCampaignKit({ aid: 1, appId: '1', activityId: 'a', features: [${features}] });\nexport default kit;\n`;
    const without = await bundledFiles(kitPage('account()'));
    expect(without.some((file) => file.startsWith('composition/features/account.feature.ts'))).toBe(true);
    expect(without.filter((file) => file.startsWith('domain/content/') || file.includes('content.feature'))).toEqual([]);
    const withContent = await bundledFiles(kitPage('account(), content()'));
    expect(withContent).toContain('domain/content/content.service.ts');
  }, 30_000);
});
