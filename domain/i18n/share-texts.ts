import type { ShareNetwork } from '../share/share.types';
import { defineAreaTexts } from './texts';

/** The share buttons' names: the weixin and QQ cards, the app panel, the networks, the short link. */
export type ShareButtonName = 'invite' | 'weixin' | 'qq' | 'app' | ShareNetwork | 'short-link';

/** The share bar's texts. `{network}`, `{reason}` and `{url}` are filled in. `invite` shares the invite link the platform's way. */
export interface ShareTexts {
  readonly group: string;
  readonly buttons: Readonly<Record<ShareButtonName, string>>;
  readonly weixinReady: string;
  readonly qqReady: string;
  readonly appPanelOpened: string;
  readonly openInApp: string;
  readonly appPanelFailed: string;
  readonly shortLink: string;
  readonly networkOpened: string;
  readonly popupBlocked: string;
  /** The invite link went to the clipboard. */
  readonly linkCopied: string;
  /** The label of the invite link shown selected where the clipboard refused. */
  readonly copyLinkManually: string;
}

/** The share bar's texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const SHARE_TEXTS = defineAreaTexts<ShareTexts>('share', {
  'zh-CN': {
    group: '分享',
    buttons: { invite: '分享链接', weixin: '微信分享', qq: 'QQ 分享', app: 'App 分享面板', facebook: 'Facebook', twitter: 'Twitter', line: 'LINE', 'short-link': '生成短链接' },
    weixinReady: '已设置微信分享内容，请点击右上角分享',
    qqReady: '已设置 QQ 分享内容',
    appPanelOpened: '已打开 App 分享面板',
    openInApp: '请在 App 内打开本页分享',
    appPanelFailed: '分享失败：{reason}',
    shortLink: '短链接：{url}',
    networkOpened: '已打开 {network} 分享',
    popupBlocked: '浏览器拦截了分享窗口',
    linkCopied: '链接已复制，快去分享给好友吧',
    copyLinkManually: '请复制下方链接分享',
  },
  en: {
    group: 'Share',
    buttons: { invite: 'Share link', weixin: 'Share on WeChat', qq: 'Share on QQ', app: 'App share panel', facebook: 'Facebook', twitter: 'Twitter', line: 'LINE', 'short-link': 'Make a short link' },
    weixinReady: 'The WeChat share card is set. Tap the menu at the top right to share.',
    qqReady: 'The QQ share card is set.',
    appPanelOpened: 'The app share panel is open.',
    openInApp: 'Open this page in the app to share it.',
    appPanelFailed: 'Sharing failed: {reason}',
    shortLink: 'Short link: {url}',
    networkOpened: 'Opened {network} sharing',
    popupBlocked: 'The browser blocked the share window',
    linkCopied: 'Link copied. Paste it to share.',
    copyLinkManually: 'Copy this link to share it',
  },
});
