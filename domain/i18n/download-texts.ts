import { defineAreaTexts } from './texts';

/** The silent-download dialog's texts (old and new version), and what it says when the app did not take the choice. */
export interface DownloadTexts {
  readonly title: string;
  readonly oldQuestion: string;
  readonly subscribe: string;
  readonly cancel: string;
  readonly wifi: string;
  readonly sms: string;
  readonly confirm: string;
  /** The silent-download choice got no answer from the app within 3000 ms. */
  readonly noAnswer: string;
  /** The app answered the silent-download choice with a failure. */
  readonly failed: string;
}

/** The silent-download dialog's texts in zh-CN and en (ja, ko and zh-TW: `locales/`); the dialog's `texts` prop overrides any of them. */
export const DOWNLOAD_TEXTS = defineAreaTexts<DownloadTexts>('download', {
  'zh-CN': {
    title: '预约成功',
    oldQuestion: '开启智能 WiFi 下载，游戏上线时在 WiFi 下自动为你下载？',
    subscribe: '订阅',
    cancel: '取消',
    wifi: 'WiFi 下自动下载',
    sms: '通过绑定手机短信通知',
    confirm: '确定',
    noAnswer: 'App 没有响应，静默下载未开启，请稍后重试',
    failed: '静默下载开启失败，请稍后重试',
  },
  en: {
    title: 'Reservation succeeded',
    oldQuestion: 'Turn on smart WiFi download, so the game downloads over WiFi when it launches?',
    subscribe: 'Subscribe',
    cancel: 'Cancel',
    wifi: 'Download automatically over WiFi',
    sms: 'Notify me by SMS on my linked phone',
    confirm: 'OK',
    noAnswer: 'The app did not answer, so silent download is not on. Please try again later.',
    failed: 'Silent download could not be turned on. Please try again later.',
  },
});
