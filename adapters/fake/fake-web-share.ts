import { CampaignKitError } from '../../ports/errors';
import type { WebShareData, WebShareOutcome, WebSharePort } from '../../ports/web-share.port';

/**
 * A {@link WebSharePort} for tests: `available` says whether there is a share sheet, `answer` how
 * the visitor closes it (`'shared'`, `'cancelled'`, or `'refused'`, which throws as a browser
 * without a gesture does); `shared` records each sheet opened.
 */
export class FakeWebShare implements WebSharePort {
  readonly shared: WebShareData[] = [];
  /** Defaults to `false`: no share sheet, as in a desktop browser. */
  available = false;
  /** Defaults to `'shared'`. */
  answer: WebShareOutcome | 'refused' = 'shared';

  canShare(): boolean {
    return this.available;
  }

  async share(data: WebShareData): Promise<WebShareOutcome> {
    this.shared.push(data);
    if (this.answer === 'refused') throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'the share sheet did not open: NotAllowedError');
    return this.answer;
  }
}
