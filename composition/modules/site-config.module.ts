import { ContainerModule } from 'inversify';
import { SiteConfigService } from '../../domain/site-config/site-config.service';
import type { SiteConfigInit } from '../../domain/site-config/site-config.types';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.siteConfig`: the group-control options; contentOrigin defaults to apiOrigin. */
export interface SiteConfigOptions extends Omit<SiteConfigInit, 'contentOrigin'> {
  readonly contentOrigin?: string;
  /** Fetch and apply the actions when the kit starts. Defaults to `true`. */
  readonly applyOnStart?: boolean;
}

/** Binds site config (group control); initialised only when the options configure it. */
export const siteConfigModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.SiteConfig)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const siteConfig = new SiteConfigService({
        http: resolve(ctx, PORTS.Http),
        scriptLoader: resolve(ctx, PORTS.ScriptLoader),
        dom: resolve(ctx, PORTS.DomInjection),
      });
      if (options.siteConfig) {
        const { applyOnStart: _applyOnStart, ...init } = options.siteConfig;
        siteConfig.init({ ...init, contentOrigin: init.contentOrigin ?? options.apiOrigin });
      }
      return siteConfig;
    })
    .inSingletonScope();
});
