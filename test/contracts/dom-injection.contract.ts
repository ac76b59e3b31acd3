import { beforeEach, describe, expect, it } from 'vitest';
import type { DomInjectionPort } from '../../ports';

/** What a harness lets the contract see: the port and the inline elements it added, oldest first. */
export interface DomInjectionHarness {
  readonly port: DomInjectionPort;
  added(): { kind: 'style' | 'script'; text: string; attrs: Record<string, string> }[];
}

/**
 * The DomInjectionPort contract: one inline element per call, in order, with its text and the
 * given attributes (the CSP nonce).
 */
export function domInjectionContract(name: string, create: () => DomInjectionHarness | Promise<DomInjectionHarness>): void {
  describe(`DomInjectionPort contract: ${name}`, () => {
    let harness: DomInjectionHarness;
    beforeEach(async () => {
      harness = await create();
    });

    it('adds a style, then a script, each with its text and nonce', () => {
      harness.port.injectStyle('.a{color:red}', { nonce: 'abc' });
      harness.port.runScript('window.__x = 1', { nonce: 'abc' });
      expect(harness.added()).toEqual([
        { kind: 'style', text: '.a{color:red}', attrs: { nonce: 'abc' } },
        { kind: 'script', text: 'window.__x = 1', attrs: { nonce: 'abc' } },
      ]);
    });

    it('adds elements without attributes when none are given', () => {
      harness.port.injectStyle('b{}');
      expect(harness.added()).toEqual([{ kind: 'style', text: 'b{}', attrs: {} }]);
    });
  });
}
