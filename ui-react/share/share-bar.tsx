import { useState } from 'react';
import type { ShareInfo, ShareNetwork } from '../../domain/share/share.types';
import { useCampaignKit } from '../campaign-kit-provider';
import { errorMessage } from '../error-message';

/** The share buttons {@link ShareBar} can show. */
export type ShareBarButton = 'weixin' | 'qq' | 'app' | ShareNetwork | 'short-link';

/** Props of {@link ShareBar}. */
export interface ShareBarProps {
  /** What to share; defaults to the kit's `share.info` option. */
  readonly info?: ShareInfo;
  /** Which buttons, in order. Defaults to all of them. */
  readonly buttons?: readonly ShareBarButton[];
}

const LABELS: Readonly<Record<ShareBarButton, string>> = {
  weixin: '微信分享',
  qq: 'QQ 分享',
  app: 'App 分享面板',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
  'short-link': '生成短链接',
};

const ALL: readonly ShareBarButton[] = ['weixin', 'qq', 'app', 'facebook', 'twitter', 'line', 'short-link'];

/**
 * Share buttons over `kit.share` (SPEC §1, §7): the weixin cards, the QQ card, the app share
 * panel, Facebook / Twitter / Line links and the short link, with what happened in a status line.
 * @example
 * ```tsx
 * <ShareBar buttons={['app', 'weixin', 'twitter']} />
 * ```
 */
export function ShareBar({ info, buttons = ALL }: ShareBarProps) {
  const { share } = useCampaignKit();
  const [status, setStatus] = useState('');

  const run = async (button: ShareBarButton) => {
    setStatus('');
    try {
      switch (button) {
        case 'weixin':
          await share.weixin('both', info);
          return setStatus('已设置微信分享内容，请点击右上角分享');
        case 'qq':
          await share.qq(info);
          return setStatus('已设置 QQ 分享内容');
        case 'app': {
          const outcome = await share.appPanel({}, info);
          return setStatus(outcome.code === 1 ? '已打开 App 分享面板' : outcome.code === 0 ? '请在 App 内打开本页分享' : `分享失败：${outcome.message ?? outcome.code}`);
        }
        case 'short-link':
          return setStatus(`短链接：${await share.shortLink(info?.url)}`);
        default:
          return setStatus(share.open(button, info) ? `已打开 ${LABELS[button]} 分享` : '浏览器拦截了分享窗口');
      }
    } catch (error) {
      setStatus(errorMessage(error));
    }
  };

  return (
    <div className="ck-share">
      <div className="ck-share__buttons" role="group" aria-label="分享">
        {buttons.map((button) => (
          <button key={button} type="button" className={`ck-share__button ck-share__button--${button}`} onClick={() => void run(button)}>
            {LABELS[button]}
          </button>
        ))}
      </div>
      <p className="ck-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
