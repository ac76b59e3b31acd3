import { ContainerModule } from 'inversify';
import { SiteConfigService } from '../../domain/site-config/site-config.service';
import type { SiteConfigInit } from '../../domain/site-config/site-config.types';
import { CampaignKitError } from '../../ports/errors';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature, featureOptions } from './define-feature';

/** Options of {@link siteConfig}: the group-control options; contentOrigin defaults to apiOrigin. */
export interface SiteConfigOptions extends Omit<SiteConfigInit, 'contentOrigin'> {
  readonly contentOrigin?: string;
  /** Fetch and apply the actions when the kit starts. Defaults to `true`. */
  readonly applyOnStart?: boolean;
}

/** Site config (group control) as `kit.siteConfig`: allow-listed script and style injection. `kit.start` applies it. */
export function siteConfig(options: SiteConfigOptions) {
  options = featureOptions('siteConfig', options);
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.SiteConfig)
      .toDynamicValue((ctx) => {
        const dom = resolveOptional(ctx, PORTS.DomInjection);
        if (!dom) throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'site config needs a page to inject into: use it in the browser');
        const service = new SiteConfigService({ http: resolve(ctx, PORTS.Http), scriptLoader: resolve(ctx, PORTS.ScriptLoader), dom });
        const { applyOnStart: _applyOnStart, ...init } = options;
        service.init({ ...init, contentOrigin: init.contentOrigin ?? resolve(ctx, SERVICES.Settings).apiOrigin });
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'siteConfig', { siteConfig: SiteConfigService }>({
    name: 'siteConfig',
    modules: [module],
    members: { siteConfig: (ctx) => ctx.get(SERVICES.SiteConfig) },
    start(ctx) {
      if (options.applyOnStart !== false) void ctx.get(SERVICES.SiteConfig).apply();
    },
  });
}
