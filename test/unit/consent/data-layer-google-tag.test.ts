import { describe, expect, it } from 'vitest';
import { DataLayerGoogleTagAdapter } from '../../../adapters/browser/data-layer-google-tag.adapter';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

describe('DataLayerGoogleTagAdapter', () => {
  it('creates dataLayer when the page has none and pushes the command as an Arguments object, as gtag() does', () => {
    const window: { dataLayer?: unknown[] } = {};
    new DataLayerGoogleTagAdapter(window).consent('default', { ad_storage: 'denied', wait_for_update: 500 });
    expect(window.dataLayer).toHaveLength(1);
    expect(isArguments(window.dataLayer![0])).toBe(true);
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual(['consent', 'default', { ad_storage: 'denied', wait_for_update: 500 }]);
  });

  it("appends to the page's dataLayer through its own push (Tag Manager's, once loaded)", () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [{ event: 'gtm.js' }];
    layer.push = (...items: unknown[]) => seen.push(...items);
    new DataLayerGoogleTagAdapter({ dataLayer: layer }).consent('update', { analytics_storage: 'granted' });
    expect(seen.map((item) => Array.from(item as ArrayLike<unknown>))).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
  });
});
