import type { WeixinMask as WeixinMaskController } from '../../domain/layout/weixin-mask';
import { useStateSource } from '../shared/use-state-source';
import { useLayoutTexts } from './layout-texts';

/** Props of {@link WeixinMask}. */
export interface WeixinMaskProps {
  /** The mask's state: `new WeixinMask(page)` from `campaign-kit`. */
  readonly mask: WeixinMaskController;
  /** The overlay's picture (an arrow to the menu and "open in browser"). */
  readonly image: string;
}

/**
 * The weixin mask: a full-screen overlay with an image, shown after a download attempt
 * inside the weixin browser on Android; tapping it hides it.
 * @example
 * ```tsx
 * <WeixinMask mask={mask} image="/open-in-browser.png" />
 * ```
 */
export function WeixinMask({ mask, image }: WeixinMaskProps) {
  const { visible } = useStateSource(mask);
  const t = useLayoutTexts();
  if (!visible) return null;
  return (
    <button type="button" className="ck-weixin-mask" aria-label={t.maskLabel} onClick={() => mask.hide()}>
      <img className="ck-weixin-mask__image" src={image} alt={t.maskHint} />
    </button>
  );
}
