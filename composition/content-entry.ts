/**
 * campaign-kit/content: pictures, news, videos, resources and likes, and the site config, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/content
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { ContentService } from '../domain/content/content.service';
export { contentHost } from '../domain/content/content-hosts';
export { PagedList, type PagedListState, type PagedListStatus, type ListPage, type PageLoader } from '../domain/content/paged-list';
export { newsList, videoList, type ListSearchOptions } from '../domain/content/content-lists';
export { LikeToggle, type LikeState } from '../domain/content/like-toggle';
export { plainParagraphs } from '../domain/content/plain-text';
export type {
  ContentRegion,
  ContentEnvironment,
  ContentHosts,
  ContentHostOverrides,
  ContentHostOptions,
  ContentServiceOptions,
  ContentPlacement,
  PictureSearchOptions,
  ContentSearchOptions,
  ContentItemBase,
  NewsItem,
  NewsDetail,
  VideoItem,
  NewsSearchResult,
  VideoSearchResult,
  ContentItemType,
  LikeOptions,
  LikeResult,
  ContentResource,
} from '../domain/content/content.types';
export { SiteConfigService } from '../domain/site-config/site-config.service';
export type { Advertisement, GroupControlAction, GroupControlActionName, PictureSearchResult, SiteConfigFailure, SiteConfigFailureReason, SiteConfigServiceOptions, SiteConfigOutcome } from '../domain/site-config/site-config.types';
export { pickAdvertisements, type AdvertisementTitle } from '../domain/site-config/picture-search.api';
export type { LanguageService } from '../domain/i18n/language.service';
