import { contentHost } from '../../domain/content/content-hosts';
import { ContentService } from '../../domain/content/content.service';
import type { ContentHostOptions, ContentServiceOptions } from '../../domain/content/content.types';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';

/**
 * Options of {@link content}: the content client's app id (defaults to the kit's), its language
 * (defaults to following the page's, `kit.i18n`) and where its calls go: one `origin`, or the host table's entry for the region and environment
 * (with `hosts` replacing entries). See docs/content.md.
 */
export interface ContentOptions extends ContentHostOptions, Partial<ContentServiceOptions> {}

/** What `content()` adds to the kit. */
export interface ContentMembers {
  /** Pictures, news, videos, resources and likes. */
  readonly content: ContentService;
}

/**
 * The content client as `kit.content`: pictures, news, videos, resources and
 * likes. Its calls go to `origin` when given, else to the host table's entry for `region`
 * (default cn) and the page's environment (sandbox on sandbox, localhost and internal hosts).
 * @throws CampaignKitError `INVALID_ARGUMENT` when `kit.content` is first read with an empty app
 *   id ('content init needs an app_id'), a region or environment, or an origin
 *   that is not http(s).
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', features: [content({ region: 'sg' })] });
 * const { pageNews } = await kit.content.searchNews({ topFlag: true });
 * ```
 */
export function content(options?: ContentOptions): Feature<'content', ContentMembers> {
  const checked: ContentOptions = featureOptions('content', options);
  return {
    name: 'content',
    members: {
      content: (ctx) => {
        const { ports, settings } = ctx;
        const { appId = settings.appId, origin, language, ...where } = checked;
        return new ContentService({ http: ports.http, language: ctx.get('i18n') }, { appId, language, origin: origin ?? contentHost(ports.page.url(), where) });
      },
    },
  };
}
