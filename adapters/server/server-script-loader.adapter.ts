import { CampaignKitError, type ScriptLoaderPort, type ScriptLoadState } from '../../ports';
import { notOnServerMessage } from './server-page.adapter';

/** The {@link ScriptLoaderPort} on the server: no document to add script tags to, so every load fails. */
export class ServerScriptLoaderAdapter implements ScriptLoaderPort {
  /** @throws CampaignKitError `UNSUPPORTED_PLATFORM`, naming the script. */
  load(url: string): Promise<void> {
    return Promise.reject(new CampaignKitError('UNSUPPORTED_PLATFORM', notOnServerMessage(`loading ${url}`)));
  }

  state(): ScriptLoadState {
    return 'not-loaded';
  }
}
