import type { openPopupWithinTap } from './provider-popup';
import type { ReturnParams } from './providers/oauth-return';
import type { createProviderLogin } from './providers/provider-login';
import type { ProviderStatus } from './providers/provider-status';

/**
 * The provider engine's module, as {@link ProviderPlugin.load} imports it: return handling, popups
 * and the token exchange of third-party logins. The `providers()` feature supplies it; what it
 * holds is internal to the kit.
 */
export interface ProviderEngineModule {
  /** @internal Builds the engine over the account's passport link. */
  readonly createProviderLogin: typeof createProviderLogin;
}

/**
 * Third-party provider logins, plugged into an account by the `providers()` feature (or by a page
 * building the account by hand): the providers' settings and state, and the engine, imported on
 * the first provider login or return. An account without it bundles no provider code at all.
 */
export interface ProviderPlugin {
  /** The configured providers and the state of their logins. */
  readonly status: ProviderStatus;
  /** Imports the engine (once the page needs it). */
  load(): Promise<ProviderEngineModule>;
  /**
   * @internal The provider return `kit.start()` took from the address before anything else ran
   * (and removed from it), handed over once; undefined when there was none. Without it, the
   * engine reads the address when it handles a return.
   */
  readonly takeReturn?: () => ReturnParams | undefined;
  /**
   * @internal Opens a popup login's window, empty, as the visitor taps (before the engine loads):
   * WebKit lets no popup open after an `await` of an import. Without it, a popup login opens its
   * popup once the engine is in, which Safari and iOS webviews refuse (the login then goes by redirect).
   */
  readonly openPopup?: typeof openPopupWithinTap;
}

/** The message when a provider login is asked of an account without providers. */
export const PROVIDERS_MISSING_MESSAGE = "provider logins need the providers() feature: add providers([...]) to createCampaignKit's features";
