import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentVisibilityAdapter } from '../../adapters/browser/document-visibility.adapter';
import { WindowPageAdapter } from '../../adapters/browser/window-page.adapter';
import { WindowPageVisitAdapter } from '../../adapters/browser/window-page-visit.adapter';
import { FakePage } from '../../adapters/fake';
import type { VisibilityPort } from '../../ports';
import { createJsdomWindow, type JsdomWindow } from './support/jsdom-window';

/** A VisibilityPort under test and the hand that shows or hides its page, as switching tabs would. */
interface VisibilityHarness {
  readonly port: VisibilityPort;
  setVisible(visible: boolean): void;
}

/** The VisibilityPort contract, run against the document adapter, the visit and page adapters (which read the document the same way) and the fake. */
function visibilityContract(name: string, create: () => VisibilityHarness | Promise<VisibilityHarness>): void {
  describe(`VisibilityPort contract: ${name}`, () => {
    let harness: VisibilityHarness;
    beforeEach(async () => {
      harness = await create();
    });

    it('starts visible and reads the visibility at each call', () => {
      expect(harness.port.isVisible()).toBe(true);
      harness.setVisible(false);
      expect(harness.port.isVisible()).toBe(false);
      harness.setVisible(true);
      expect(harness.port.isVisible()).toBe(true);
    });

    it('tells each listener the new visibility until it stops listening', () => {
      const first: boolean[] = [];
      const second: boolean[] = [];
      const stopFirst = harness.port.onVisibilityChange((visible) => first.push(visible));
      harness.port.onVisibilityChange((visible) => second.push(visible));
      harness.setVisible(false);
      stopFirst();
      stopFirst();
      harness.setVisible(true);
      expect(first).toEqual([false]);
      expect(second).toEqual([false, true]);
    });
  });
}

function setVisibility(window: JsdomWindow, visible: boolean): void {
  if ((window.document.visibilityState !== 'hidden') === visible) return;
  Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  window.document.dispatchEvent(new window.Event('visibilitychange'));
}

visibilityContract('DocumentVisibilityAdapter over jsdom', async () => {
  const window = await createJsdomWindow();
  return { port: new DocumentVisibilityAdapter(window.document), setVisible: (visible) => setVisibility(window, visible) };
});
visibilityContract('WindowPageVisitAdapter over jsdom', async () => {
  const window = await createJsdomWindow();
  return { port: new WindowPageVisitAdapter(window), setVisible: (visible) => setVisibility(window, visible) };
});
visibilityContract('WindowPageAdapter over jsdom', async () => {
  const window = await createJsdomWindow();
  return { port: new WindowPageAdapter(window), setVisible: (visible) => setVisibility(window, visible) };
});
visibilityContract('FakePage', () => {
  const page = new FakePage();
  return { port: page, setVisible: (visible) => page.setVisible(visible) };
});

describe('DocumentVisibilityAdapter', () => {
  it('builds with its default without a document (server rendering) and touches none until asked', () => {
    expect(typeof document).toBe('undefined');
    expect(() => new DocumentVisibilityAdapter()).not.toThrow();
  });
});
