import { describe, expect, it } from 'vitest';
import { FakeMediaElements } from '../../../adapters/fake/fake-media-elements';
import { FakeMediaEnvironment } from '../../../adapters/fake/fake-media-environment';
import { FakeYouTubeApi } from '../../../adapters/fake/fake-media-youtube';
import { account } from '../../../composition/features/account.feature';
import { media } from '../../../composition/features/media.feature';
import { createTestKit } from '../../../composition/testing';
import { MediaService } from '../../../domain/media/media.service';
import { YOUTUBE_API_URL } from '../../../domain/media/youtube-player';
import { bundledFiles } from '../support/bundled-files';

const fakes = () => {
  const elements = new FakeMediaElements();
  return { elements, images: elements, environment: new FakeMediaEnvironment(), youtube: new FakeYouTubeApi() };
};

describe('the media() feature', () => {
  it('gives kit.media on the kit clock: one registry for every player it builds', async () => {
    const ports = fakes();
    const kit = createTestKit({ features: [media(ports)] });
    expect(kit.media).toBeInstanceOf(MediaService);
    const first = kit.media.video({ uri: 'a.webm', target: 'a' });
    const second = kit.media.video({ uri: 'b.webm', target: 'b' });
    await first.play();
    await second.play();
    expect(first.state.status).toBe('paused');
    kit.clock.advance(200);
    expect(ports.elements.mediaFor('b').isMuted()).toBe(false);
    second.destroy();
    first.destroy();
    expect(kit.clock.pending()).toBe(0);
  });

  it('loads the YouTube API from the page pin (scripts.youtube), else the default address', async () => {
    const pinned = { url: 'https://cdn.example.com/yt/iframe_api.js' };
    const ports = fakes();
    const kit = createTestKit({ features: [media(ports)], scripts: { youtube: pinned } });
    kit.scriptLoader.succeed(pinned.url);
    ports.youtube.ready = true;
    await kit.media.youtube({ videoId: 'x', target: 't' }).ready;
    expect(kit.scriptLoader.loads.map((load) => load.url)).toEqual([pinned.url]);
    const plain = createTestKit({ features: [media(fakes())] });
    void plain.media.youtube({ videoId: 'x', target: 't' });
    await Promise.resolve();
    expect(plain.scriptLoader.loads[0]?.url).toBe(YOUTUBE_API_URL);
  });

  it('refuses a pinned YouTube address that is not https', () => {
    expect(() => createTestKit({ features: [media(fakes())], scripts: { youtube: { url: 'http://cdn.example.com/iframe_api' } } })).toThrow(
      'scripts.youtube needs https addresses, got http://cdn.example.com/iframe_api',
    );
  });

  it('throws UNSUPPORTED_PLATFORM where there is no page and no ports', () => {
    const kit = createTestKit({ features: [media()] });
    expect(() => kit.media).toThrow('media needs a page: use it in the browser');
  });

  it('is not there without media(): kit.media throws FEATURE_MISSING naming the feature', () => {
    const kit = createTestKit({ features: [account()] });
    expect(() => (kit as unknown as { media: unknown }).media).toThrow("kit.media needs the media() feature: add media() to createCampaignKit's features");
  });

  it('is bundled only by a page that lists it', async () => {
    const kitPage = (features: string) =>
      `import { createCampaignKit, account, media } from './composition/index';\n` +
      `const kit = createCampaignKit({ aid: 1, appId: '1', activityId: 'a', features: [${features}] });\nexport default kit;\n`;
    const without = await bundledFiles(kitPage('account()'));
    expect(without.some((file) => file.startsWith('composition/features/account.feature.ts'))).toBe(true);
    expect(without.filter((file) => file.startsWith('domain/media/') || file.includes('media.feature') || file.includes('adapters/browser/media-'))).toEqual([]);
    const withMedia = await bundledFiles(kitPage('account(), media()'));
    expect(withMedia).toContain('domain/media/media.service.ts');
  }, 30_000);
});
