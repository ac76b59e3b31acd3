import type { Language } from './language';

/**
 * The texts of the sign-in, reservation, captcha, silent-download and content widgets. The zh-CN ones are
 * the widgets' texts exactly (browser tests and pages find the controls by them).
 */
export interface WidgetTexts {
  readonly loading: string;
  readonly welcome: string;
  readonly currentUser: string;
  readonly logout: string;
  readonly loginModes: string;
  readonly mobileCodeLogin: string;
  readonly mobile: string;
  readonly mobilePlaceholder: string;
  readonly code: string;
  readonly codePlaceholder: string;
  readonly getCode: string;
  readonly login: string;
  readonly reserve: string;
  readonly reserving: string;
  readonly reserved: string;
  readonly invited: string;
  readonly invitedCount: string;
  readonly invitedSuffix: string;
  readonly inviteLink: string;
  readonly copyLink: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly reservationCount: string;
  readonly captchaTitle: string;
  readonly captchaPrompt: string;
  /** Between the server's captcha description and the prompt. */
  readonly separator: string;
  readonly captchaImage: string;
  readonly captchaAnswer: string;
  readonly close: string;
  readonly confirm: string;
  /** The silent-download choice got no answer from the app within 3000 ms (SPEC §8 'call jsb timeout'). */
  readonly silentDownloadNoAnswer: string;
  /** The app answered the silent-download choice with a failure (SPEC §8 -1, -2). */
  readonly silentDownloadFailed: string;
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
  readonly likeCount: string;
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

/** The sign-in, reservation, captcha, silent-download and content widgets' texts in zh-CN and en. */
export const WIDGET_TEXTS: Readonly<Record<Language, WidgetTexts>> = {
  'zh-CN': {
    loading: '加载中…',
    welcome: '欢迎，',
    currentUser: '当前用户',
    logout: '退出登录',
    loginModes: '登录方式',
    mobileCodeLogin: '手机验证码登录',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    getCode: '获取验证码',
    login: '登录',
    reserve: '立即预约',
    reserving: '预约中…',
    reserved: '已预约',
    invited: '已邀请',
    invitedCount: '已邀请人数',
    invitedSuffix: '位好友',
    inviteLink: '邀请链接',
    copyLink: '复制链接',
    copied: '已复制，快去邀请好友吧',
    copyFailed: '复制失败，请长按链接手动复制',
    reservationCount: '预约人数',
    captchaTitle: '安全验证',
    captchaPrompt: '请输入图中字符',
    separator: '，',
    captchaImage: '验证码图片',
    captchaAnswer: '图中字符',
    close: '关闭',
    confirm: '确定',
    silentDownloadNoAnswer: 'App 没有响应，静默下载未开启，请稍后重试',
    silentDownloadFailed: '静默下载开启失败，请稍后重试',
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
    likeCount: '{count} 人点赞',
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
    welcome: 'Welcome, ',
    currentUser: 'Current user',
    logout: 'Log out',
    loginModes: 'Sign-in methods',
    mobileCodeLogin: 'SMS code sign-in',
    mobile: 'Phone number',
    mobilePlaceholder: 'Enter your phone number',
    code: 'Code',
    codePlaceholder: 'Enter the code',
    getCode: 'Get code',
    login: 'Sign in',
    reserve: 'Reserve now',
    reserving: 'Reserving…',
    reserved: 'Reserved',
    invited: 'Invited ',
    invitedCount: 'Friends invited',
    invitedSuffix: ' friends',
    inviteLink: 'Invite link',
    copyLink: 'Copy link',
    copied: 'Copied. Go invite your friends!',
    copyFailed: 'Copy failed. Press and hold the link to copy it.',
    reservationCount: 'Reservations',
    captchaTitle: 'Security check',
    captchaPrompt: 'Enter the characters in the picture',
    separator: '. ',
    captchaImage: 'Captcha picture',
    captchaAnswer: 'Characters in the picture',
    close: 'Close',
    confirm: 'OK',
    silentDownloadNoAnswer: 'The app did not answer, so silent download is not on. Please try again later.',
    silentDownloadFailed: 'Silent download could not be turned on. Please try again later.',
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
    likeCount: '{count} likes',
    likeFailed: 'The like did not go through. Please try again later.',
    banners: 'Banners',
    previousBanner: 'Previous banner',
    nextBanner: 'Next banner',
    bannerPosition: '{index} of {count}',
    pauseBanners: 'Pause the banners',
    playBanners: 'Play the banners',
    chooseBanner: 'Choose a banner',
  },
};
