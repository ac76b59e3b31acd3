import { useState } from 'react';
import type { ShareInfo } from '../../domain/share/share.types';
import { useKitService } from '../shared/kit-services';
import { SHARE_TEXTS, type ShareButtonName, type ShareTexts } from '../../domain/i18n/share-texts';
import { formatText } from '../../domain/i18n/texts';
import { useErrorMessage } from '../i18n/use-error-message';
import { usePageText, useTexts } from '../i18n/use-texts';
import type { PageText } from '../../domain/i18n/texts';
import type { InviteShareResult } from '../../domain/share/share.types';
import { ManualCopyLink } from './manual-copy-link';

/** The share buttons {@link ShareBar} can show. */
export type ShareBarButton = ShareButtonName;

/** Share info whose title and description are one string, or one per language. */
export interface LocalizedShareInfo extends Omit<ShareInfo, 'title' | 'description'> {
  readonly title: PageText;
  readonly description: PageText;
}

/** Props of {@link ShareBar}. */
export interface ShareBarProps {
  /**
   * What to share; defaults to the kit's `share.info` option. The title and description may be
   * one per language: the widget language's are shared.
   */
  readonly info?: LocalizedShareInfo;
  /** Which buttons, in order. Defaults to all of them. */
  readonly buttons?: readonly ShareBarButton[];
}

/** A status line worded from the texts of the language at render time. */
type Wording = (texts: ShareTexts, errorText: (error: unknown) => string) => string;

const ALL: readonly ShareBarButton[] = ['invite', 'weixin', 'qq', 'app', 'facebook', 'twitter', 'line', 'short-link'];

/** The status line after `share.invite()`; a share sheet, shared or closed, needs none. */
function inviteWording(result: InviteShareResult): Wording {
  switch (result.via) {
    case 'weixin':
      return (texts) => texts.weixinReady;
    case 'app_panel':
      return (texts) => appPanelWording(texts, result.outcome);
    case 'web_share':
      return () => '';
    case 'copy_link':
      return (texts) => (result.copied ? texts.linkCopied : '');
  }
}

function appPanelWording(texts: ShareTexts, outcome: { code: number; message?: string }): string {
  return outcome.code === 1 ? texts.appPanelOpened : outcome.code === 0 ? texts.openInApp : formatText(texts.appPanelFailed, { reason: outcome.message ?? outcome.code });
}

/**
 * Share buttons over `kit.share`: the invite link the platform's way (`share.invite()`: the system
 * share sheet, else the link copied, else shown selected to copy by hand), the weixin cards, the QQ
 * card, the app share panel, Facebook / Twitter / Line links and the short link, with what happened
 * in a status line.
 * @example
 * ```tsx
 * <ShareBar buttons={['app', 'weixin', 'twitter']} />
 * ```
 */
export function ShareBar({ info: given, buttons = ALL }: ShareBarProps) {
  const share = useKitService('share');
  const text = usePageText();
  const info: ShareInfo | undefined = given && { ...given, title: text(given.title), description: text(given.description) };
  const t = useTexts(SHARE_TEXTS);
  const message = useErrorMessage();
  // What happened, worded at render time so that a language switch re-words it.
  const [status, setStatus] = useState<Wording>(() => () => '');
  const show = (wording: Wording) => setStatus(() => wording);
  // The link to copy by hand, where the clipboard refused it.
  const [manualLink, setManualLink] = useState<string>();

  const run = async (button: ShareBarButton) => {
    show(() => '');
    setManualLink(undefined);
    try {
      switch (button) {
        case 'invite': {
          // Runs share.invite within the click: the browser opens its share sheet only then.
          const result = await share.invite(info);
          if (result.via === 'copy_link' && !result.copied) setManualLink(result.url);
          return show(inviteWording(result));
        }
        case 'weixin':
          await share.weixin('both', info);
          return show((texts) => texts.weixinReady);
        case 'qq':
          await share.qq(info);
          return show((texts) => texts.qqReady);
        case 'app': {
          const outcome = await share.appPanel({}, info);
          return show((texts) => appPanelWording(texts, outcome));
        }
        case 'short-link': {
          const url = await share.shortLink(info?.url);
          return show((texts) => formatText(texts.shortLink, { url }));
        }
        default: {
          const opened = share.open(button, info);
          return show((texts) => (opened ? formatText(texts.networkOpened, { network: texts.buttons[button] }) : texts.popupBlocked));
        }
      }
    } catch (error) {
      show((_, errorText) => errorText(error));
    }
  };

  return (
    <div className="ck-share">
      <div className="ck-share__buttons" role="group" aria-label={t.group}>
        {buttons.map((button) => (
          <button key={button} type="button" className={`ck-share__button ck-share__button--${button}`} onClick={() => void run(button)}>
            {t.buttons[button]}
          </button>
        ))}
      </div>
      <p className="ck-share__status" role="status">
        {status(t, message)}
      </p>
      {manualLink ? <ManualCopyLink url={manualLink} label={t.copyLinkManually} /> : null}
    </div>
  );
}
