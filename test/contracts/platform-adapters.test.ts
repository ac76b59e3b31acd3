import { describe, expect, it } from 'vitest';
import { NavigatorClientHintsAdapter } from '../../adapters/browser/navigator-client-hints.adapter';
import { HtmlCanvasAdapter } from '../../adapters/browser/html-canvas.adapter';
import { QQ_API_URL, QqShareAdapter, type QqWindow } from '../../adapters/browser/qq-share.adapter';
import { FakeScriptLoader } from '../../adapters/fake/fake-script-loader';
import { isCampaignKitError } from '../../ports';
import { flush } from './support/settle';

describe('NavigatorClientHintsAdapter', () => {
  it('reads navigator.userAgentData, and nothing where the browser has none', () => {
    const hints = { mobile: true, platform: 'Android', brands: [{ brand: 'Chromium', version: '138' }] };
    expect(new NavigatorClientHintsAdapter({ userAgentData: hints }).read()).toEqual(hints);
    expect(new NavigatorClientHintsAdapter({}).read()).toBeUndefined();
    expect(new NavigatorClientHintsAdapter(undefined).read()).toBeUndefined();
  });
});

describe('QqShareAdapter (PLATFORMS.md §1c)', () => {
  it('loads qqapi.js once, then sets the share card with mqq.data.setShareInfo', async () => {
    const window: QqWindow = {};
    const loader = new FakeScriptLoader();
    const cards: unknown[] = [];
    const sharing = new QqShareAdapter(loader, window).setShareInfo({ title: 'T', desc: 'D', shareUrl: 'https://c.test/', imageUrl: 'https://c.test/i.png' });
    await flush();
    expect(loader.loads.map((load) => load.url)).toEqual([QQ_API_URL]);
    window.mqq = { data: { setShareInfo: (info) => void cards.push(info) } };
    loader.succeed(QQ_API_URL);
    await sharing;
    expect(cards).toEqual([{ share_url: 'https://c.test/', title: 'T', desc: 'D', image_url: 'https://c.test/i.png' }]);
  });

  it('loads qqapi.js as the page pins it: its address, backups and integrity hash', async () => {
    const pin = { url: 'https://cdn.test/qqapi-1.0.js', backups: ['https://cdn2.test/qqapi-1.0.js'], integrity: 'sha384-qq' };
    const window: QqWindow = {};
    const loader = new FakeScriptLoader();
    loader.fail(pin.url);
    loader.succeed(pin.backups[0]!);
    const sharing = new QqShareAdapter(loader, window, pin).setShareInfo({ title: 'T', desc: 'D', shareUrl: 'https://c.test/', imageUrl: 'https://c.test/i.png' });
    // The fake backup "loads" without defining mqq.
    await expect(sharing).rejects.toMatchObject({ code: 'SCRIPT_LOAD' });
    const attrs = { crossorigin: 'anonymous', integrity: 'sha384-qq' };
    expect(loader.loads).toEqual([{ url: pin.url, attrs }, { url: pin.backups[0], attrs }]);
  });

  it('fails with SCRIPT_LOAD when the script defines no mqq', async () => {
    const loader = new FakeScriptLoader();
    loader.succeed(QQ_API_URL);
    const error: unknown = await new QqShareAdapter(loader, {}).setShareInfo({ title: 'T', desc: 'D', shareUrl: 'u', imageUrl: 'i' }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'SCRIPT_LOAD')).toBe(true);
  });
});

describe('HtmlCanvasAdapter without a document (server rendering)', () => {
  it('refuses to draw with a clear error instead of touching a missing global', async () => {
    const canvas = new HtmlCanvasAdapter(undefined);
    expect(() => canvas.create(10, 10)).toThrow('a poster needs a document to draw on');
    await expect(canvas.loadImage('https://c.test/i.png')).rejects.toThrow('a poster needs a document to draw on');
  });
});
