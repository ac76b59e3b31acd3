import { Subject, type Observable } from 'rxjs';
import type { DomInjectionPort } from '../../ports/dom-injection.port';
import type { HttpPort } from '../../ports/http.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import { validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';
import { allowedScriptUrl, validateOriginList } from '../shared/allowed-origins';
import { appliesTo, readActions } from './group-control';
import { searchGroupControlPictures } from './picture-search.api';
import type { GroupControlAction, SiteConfigFailure, SiteConfigServiceOptions, SiteConfigOutcome } from './site-config.types';

/**
 * Site config, group control: reads the `setting` advertisements of the picture
 * search (app_id 4986, website 5000, channel 10, zh-CN, page_size 99, page_index 1) and applies
 * their inject-script, inject-style and run-script actions for this page's pid.
 *
 * Safe by default: scripts load only over https from the allow-listed origins, inject-style and
 * run-script are off unless the page opts in (CSS can read what a visitor types through attribute
 * selectors), the page's CSP nonce goes on every injected element, each action is applied once,
 * and every failure is published on {@link SiteConfigService.failures$} and in the outcome, never
 * thrown into the page.
 * @example
 * ```ts
 * const siteConfig = new SiteConfigService({ http, scriptLoader, dom: new DomInjectionAdapter() }, { contentOrigin: 'https://content.example.com', pid: 'home', scriptOrigins: ['https://cdn.example.com'], allowInjectStyle: true, nonce });
 * siteConfig.failures$.subscribe((failure) => console.warn(failure));
 * await siteConfig.apply();
 * ```
 */
export class SiteConfigService {
  readonly #ports: { http: HttpPort; scriptLoader: ScriptLoaderPort; dom: DomInjectionPort };
  readonly #options: { init: SiteConfigServiceOptions; client: ApiClient };
  readonly #failures = new Subject<SiteConfigFailure>();
  /** Actions applied or being applied, by action and content. */
  readonly #applied = new Set<string>();
  /** Every failure, as it happens. */
  readonly failures$: Observable<SiteConfigFailure> = this.#failures.asObservable();

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` for a contentOrigin that is not an http(s) origin,
   *   or a scriptOrigins entry that is not an https origin (http only for localhost).
   */
  constructor(ports: { http: HttpPort; scriptLoader: ScriptLoaderPort; dom: DomInjectionPort }, options: SiteConfigServiceOptions) {
    this.#ports = ports;
    const contentOrigin = validateOrigin('contentOrigin', options.contentOrigin);
    const scriptOrigins = validateOriginList('siteConfig scriptOrigins', options.scriptOrigins);
    this.#options = { init: { ...options, contentOrigin, scriptOrigins }, client: new ApiClient(this.#ports.http, contentOrigin) };
  }

  /**
   * Fetches the site config and applies the actions for this page that were not applied before.
   * Never rejects for a fetch or an action that fails: see the outcome and `failures$`.
   * @returns the actions applied by this call and the failures.
   * @throws CampaignKitError `NOT_INITIALIZED` before init (a programming error).
   */
  async apply(): Promise<SiteConfigOutcome> {
    const { init, client } = this.#options;
    const failures: SiteConfigFailure[] = [];
    const fail = (failure: SiteConfigFailure) => {
      failures.push(failure);
      this.#failures.next(failure);
    };
    let actions: GroupControlAction[];
    try {
      const result = await searchGroupControlPictures(client, { page: init.page, block: init.block });
      const read = readActions(result.advertisements);
      read.failures.forEach(fail);
      actions = read.actions;
    } catch (error) {
      fail({ reason: 'fetch-failed', error });
      return { applied: [], failures };
    }
    const applied: GroupControlAction[] = [];
    await Promise.all(
      actions
        .filter((action) => appliesTo(action, init.pid))
        .map(async (action) => {
          const key = `${action.action}\n${action.content}`;
          if (this.#applied.has(key)) return;
          this.#applied.add(key);
          const failure = await this.#run(action, init);
          if (failure) {
            this.#applied.delete(key);
            fail(failure);
          } else applied.push(action);
        }),
    );
    return { applied, failures };
  }

  async #run(action: GroupControlAction, init: SiteConfigServiceOptions): Promise<SiteConfigFailure | undefined> {
    const attrs = init.nonce ? { nonce: init.nonce } : undefined;
    try {
      switch (action.action) {
        case 'inject-script': {
          const url = allowedScriptUrl(action.content, init.scriptOrigins ?? []);
          if (!url) return { reason: 'origin-not-allowed', action };
          await this.#ports.scriptLoader.load(url, { attrs });
          return undefined;
        }
        case 'inject-style':
          if (!init.allowInjectStyle) return { reason: 'inject-style-disabled', action };
          this.#ports.dom.injectStyle(action.content, attrs);
          return undefined;
        case 'run-script':
          if (!init.allowRunScript) return { reason: 'run-script-disabled', action };
          this.#ports.dom.runScript(action.content, attrs);
          return undefined;
      }
    } catch (error) {
      return { reason: 'apply-failed', action, error };
    }
  }
}
