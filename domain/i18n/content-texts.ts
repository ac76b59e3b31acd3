import { defineAreaTexts, type PluralTexts } from './texts';

/** The content widgets' texts: news list and detail, likes, banner carousel. */
export interface ContentTexts {
  readonly loading: string;
  /** The news list's name (a region of the page). */
  readonly newsList: string;
  /** No news at all. */
  readonly newsEmpty: string;
  /** The badge of a pinned (top) item. */
  readonly pinned: string;
  /** Loads again what failed to load. */
  readonly retry: string;
  /** The paging controls' name. */
  readonly pagination: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** `{page}` and `{pages}` are replaced by numbers. */
  readonly pageStatus: string;
  /** Leaves a news detail for the list. */
  readonly backToList: string;
  /** The like button's name; its count is shown beside it. */
  readonly like: string;
  /** `{count}` is replaced by the number of likes. */
  readonly likeCount: PluralTexts;
  /** A like or unlike that failed and was rolled back. */
  readonly likeFailed: string;
  /** The banner carousel's name. */
  readonly banners: string;
  readonly previousBanner: string;
  readonly nextBanner: string;
  /** `{index}` and `{count}` are replaced by numbers. */
  readonly bannerPosition: string;
  readonly pauseBanners: string;
  readonly playBanners: string;
  /** The banner chooser's name. */
  readonly chooseBanner: string;
}

/** The content widgets' texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const CONTENT_TEXTS = defineAreaTexts<ContentTexts>('content', {
  'zh-CN': {
    loading: '加载中…',
    newsList: '新闻资讯',
    newsEmpty: '暂无资讯',
    pinned: '置顶',
    retry: '重试',
    pagination: '分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageStatus: '第 {page} / {pages} 页',
    backToList: '返回列表',
    like: '点赞',
    likeCount: { other: '{count} 人点赞' },
    likeFailed: '点赞失败，请稍后重试',
    banners: '活动横幅',
    previousBanner: '上一张',
    nextBanner: '下一张',
    bannerPosition: '第 {index} 张，共 {count} 张',
    pauseBanners: '暂停轮播',
    playBanners: '继续轮播',
    chooseBanner: '选择横幅',
  },
  en: {
    loading: 'Loading…',
    newsList: 'News',
    newsEmpty: 'No news yet',
    pinned: 'Pinned',
    retry: 'Try again',
    pagination: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageStatus: 'Page {page} of {pages}',
    backToList: 'Back to the list',
    like: 'Like',
    likeCount: { one: '{count} like', other: '{count} likes' },
    likeFailed: 'The like did not go through. Please try again later.',
    banners: 'Banners',
    previousBanner: 'Previous banner',
    nextBanner: 'Next banner',
    bannerPosition: '{index} of {count}',
    pauseBanners: 'Pause the banners',
    playBanners: 'Play the banners',
    chooseBanner: 'Choose a banner',
  },
});
