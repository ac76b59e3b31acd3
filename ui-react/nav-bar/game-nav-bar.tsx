import type { ReactNode } from 'react';
import { useNavBarVisible } from './use-nav-bar-visible';

/** Props of {@link GameNavBar}. */
export interface GameNavBarProps {
  /** The bar's contents (title, back button, ...). */
  readonly children: ReactNode;
  /** The bar's accessible name. Defaults to `'导航栏'`. */
  readonly label?: string;
  /** Whether swipes move the bar; defaults to `true`. Pass `kit.device.app === 'game'`. */
  readonly active?: boolean;
}

/**
 * The game browser's nav bar (SPEC §9): fixed to the top, it slides away on a 20 px swipe up and
 * comes back on a 20 px swipe down. While hidden it is `inert` and `aria-hidden`, so neither
 * focus nor screen readers land on it.
 * @example
 * ```tsx
 * {kit.device.app === 'game' ? <GameNavBar>星河预约</GameNavBar> : null}
 * ```
 */
export function GameNavBar({ children, label = '导航栏', active = true }: GameNavBarProps) {
  const visible = useNavBarVisible(active);
  return (
    <nav className={`ck-nav-bar${visible ? '' : ' ck-nav-bar--hidden'}`} aria-label={label} aria-hidden={visible ? undefined : true} inert={!visible} data-visible={visible}>
      {children}
    </nav>
  );
}
