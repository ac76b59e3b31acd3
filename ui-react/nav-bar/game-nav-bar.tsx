import type { ReactNode } from 'react';
import type { PageText } from '../../domain/i18n/texts';
import { usePageText, useTexts } from '../i18n/use-texts';
import { LAYOUT_TEXTS } from '../../domain/i18n/layout-texts';
import { useInert } from '../shared/use-inert';
import { useNavBarVisible } from './use-nav-bar-visible';

/** Props of {@link GameNavBar}. */
export interface GameNavBarProps {
  /** The bar's contents (title, back button, ...). */
  readonly children: ReactNode;
  /** The bar's accessible name: one string, or one per language. Defaults to the layout texts' `navBar` in the widget language. */
  readonly label?: PageText;
  /** Whether swipes move the bar; defaults to `true`. Pass `kit.device.app === 'game'`. */
  readonly active?: boolean;
}

/**
 * The game browser's nav bar: fixed to the top, it slides away on a 20 px swipe up and
 * comes back on a 20 px swipe down. While hidden it is `inert` and `aria-hidden`, so neither
 * focus nor screen readers land on it.
 * @example
 * ```tsx
 * {kit.device.app === 'game' ? <GameNavBar>星河预约</GameNavBar> : null}
 * ```
 */
export function GameNavBar({ children, label, active = true }: GameNavBarProps) {
  const visible = useNavBarVisible(active);
  const inertRef = useInert<HTMLElement>(!visible);
  const t = useTexts(LAYOUT_TEXTS);
  const text = usePageText();
  return (
    <nav className={`ck-nav-bar${visible ? '' : ' ck-nav-bar--hidden'}`} ref={inertRef} aria-label={text(label) ?? t.navBar} aria-hidden={visible ? undefined : true} data-visible={visible}>
      {children}
    </nav>
  );
}
