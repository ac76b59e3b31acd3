import { SiteConfigService } from '../../domain/site-config/site-config.service';
import type { SiteConfigServiceOptions } from '../../domain/site-config/site-config.types';
import { CampaignKitError } from '../../ports/errors';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';

/** Options of {@link siteConfig}: the group-control options; contentOrigin defaults to apiOrigin. */
export interface SiteConfigOptions extends Omit<SiteConfigServiceOptions, 'contentOrigin'> {
  readonly contentOrigin?: string;
  /** Fetch and apply the actions when the kit starts. Defaults to `true`. */
  readonly applyOnStart?: boolean;
}

/** Site config (group control) as `kit.siteConfig`: allow-listed script and style injection. `kit.start` applies it. */
export function siteConfig(options: SiteConfigOptions): Feature<'siteConfig', { siteConfig: SiteConfigService }> {
  options = featureOptions('siteConfig', options);
  return {
    name: 'siteConfig',
    members: {
      siteConfig: ({ ports, settings }) => {
        if (!ports.domInjection) throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'site config needs a page to inject into: use it in the browser');
        const { applyOnStart: _applyOnStart, ...init } = options;
        return new SiteConfigService({ http: ports.http, scriptLoader: ports.scriptLoader, dom: ports.domInjection }, { ...init, contentOrigin: init.contentOrigin ?? settings.apiOrigin });
      },
    },
    start(ctx) {
      if (options.applyOnStart !== false) void ctx.get('siteConfig').apply();
    },
  };
}
