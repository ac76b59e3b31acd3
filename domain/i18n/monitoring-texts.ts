import { defineAreaTexts } from './texts';

/** The texts of a "page health" panel: three buttons that each make the page fail in one way, for monitoring to report. */
export interface PageHealthTexts {
  readonly title: string;
  readonly intro: string;
  /** Throws an error nothing catches. */
  readonly throwError: string;
  /** Shows an image whose address answers 404. */
  readonly loadMissingImage: string;
  /** Makes a call the server answers 503. */
  readonly failCall: string;
  /** What the failed call gave; `{status}` is its HTTP status. */
  readonly callFailed: string;
  /** The image's alternative text. */
  readonly missingImage: string;
  /** The link to the collector's view of the reports. */
  readonly reports: string;
}

/** The page-health panel's texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const PAGE_HEALTH_TEXTS = defineAreaTexts<PageHealthTexts>('pageHealth', {
  'zh-CN': {
    title: '页面健康',
    intro: '每个按钮制造一种故障；同意统计 Cookie 后，监控会把它们合成一批（最多 20 条或 1 秒内）上报。',
    throwError: '抛出一个错误',
    loadMissingImage: '加载一张不存在的图片',
    failCall: '发起一个失败的请求',
    callFailed: '请求失败（{status}）',
    missingImage: '不存在的图片',
    reports: '查看上报',
  },
  en: {
    title: 'Page health',
    intro: 'Each button makes one thing go wrong; once you accept analytics cookies, monitoring reports them together in one batch (up to 20 events, or within 1 s).',
    throwError: 'Throw an error',
    loadMissingImage: 'Load a missing image',
    failCall: 'Make a call that fails',
    callFailed: 'The call failed ({status})',
    missingImage: 'A missing image',
    reports: 'See the reports',
  },
});
