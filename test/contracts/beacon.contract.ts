import { beforeEach, describe, expect, it } from 'vitest';
import type { BeaconPort } from '../../ports';

/** A beacon under test and the hands that observe and drive it. */
export interface BeaconHarness {
  readonly beacon: BeaconPort;
  /** What the browser (or fake) took, oldest first. */
  sent(): readonly { readonly url: string; readonly body: string }[];
  /** From now on the browser refuses, as it does past its 64 KB budget. */
  refuse(): void;
}

/**
 * The BeaconPort contract: a text body handed over for a URL, and an honest false when refused.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh beacon per test.
 */
export function beaconContract(name: string, create: () => BeaconHarness): void {
  describe(`BeaconPort contract: ${name}`, () => {
    let harness: BeaconHarness;
    beforeEach(() => {
      harness = create();
    });

    it('hands the text body over for the url and says it was taken', () => {
      const body = JSON.stringify({ event: 'act_H5_close', note: '关闭' });
      expect(harness.beacon.send('https://api.example.com/act/1/shark_report', body)).toBe(true);
      expect(harness.beacon.send('https://api.example.com/act/1/shark_report', '{}')).toBe(true);
      expect(harness.sent()).toEqual([
        { url: 'https://api.example.com/act/1/shark_report', body },
        { url: 'https://api.example.com/act/1/shark_report', body: '{}' },
      ]);
    });

    it('says false, without throwing, when the browser refuses it', () => {
      harness.refuse();
      expect(harness.beacon.send('https://api.example.com/act/1/shark_report', '{}')).toBe(false);
      expect(harness.sent()).toEqual([]);
    });
  });
}
