import { useState } from 'react';
import type { ShareInfo } from '../../domain/share/share.types';
import { useKitService } from '../shared/kit-services';
import { SHARE_TEXTS, type ShareButtonName, type ShareTexts } from '../../domain/i18n/share-texts';
import { formatText } from '../../domain/i18n/texts';
import { useErrorMessage } from '../i18n/use-error-message';
import { usePageText, useTexts } from '../i18n/use-texts';
import type { PageText } from '../../domain/i18n/texts';

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

const ALL: readonly ShareBarButton[] = ['weixin', 'qq', 'app', 'facebook', 'twitter', 'line', 'short-link'];

/**
 * Share buttons over `kit.share`: the weixin cards, the QQ card, the app share
 * panel, Facebook / Twitter / Line links and the short link, with what happened in a status line.
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

  const run = async (button: ShareBarButton) => {
    show(() => '');
    try {
      switch (button) {
        case 'weixin':
          await share.weixin('both', info);
          return show((texts) => texts.weixinReady);
        case 'qq':
          await share.qq(info);
          return show((texts) => texts.qqReady);
        case 'app': {
          const outcome = await share.appPanel({}, info);
          return show((texts) =>
            outcome.code === 1 ? texts.appPanelOpened : outcome.code === 0 ? texts.openInApp : formatText(texts.appPanelFailed, { reason: outcome.message ?? outcome.code }),
          );
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
    </div>
  );
}
