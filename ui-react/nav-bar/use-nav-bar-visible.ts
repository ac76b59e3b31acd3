import { useEffect } from 'react';
import { useKitService } from '../shared/kit-services';
import { useStateSource } from '../shared/use-state-source';

/**
 * Whether the game browser's nav bar shows: while `active`, `kit.navBar` follows the
 * page's touches, and a vertical swipe of 20 px or more hides it (finger up) or shows it (finger
 * down). Inactive, it stops listening and reports the last state (visible at first).
 * @param active - Defaults to `true`; pass `kit.device.app === 'game'` to follow swipes only in the game browser.
 * @example
 * ```tsx
 * const visible = useNavBarVisible(kit.device.app === 'game');
 * ```
 */
export function useNavBarVisible(active = true): boolean {
  const navBar = useKitService('navBar');
  useEffect(() => (active ? navBar.listen() : undefined), [navBar, active]);
  return useStateSource(navBar).visible;
}
