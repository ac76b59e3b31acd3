import { NAV_BAR_SWIPE_PX, NavBarSwipe } from '../../domain/device/nav-bar-swipe';
import type { Feature } from '../feature';

/** The game browser's nav bar as `kit.navBar`: hidden or shown by a 20 px swipe. */
export function navBar(): Feature<'navBar', { navBar: NavBarSwipe }> {
  return { name: 'navBar', members: { navBar: ({ ports }) => new NavBarSwipe(NAV_BAR_SWIPE_PX, ports.touch) } };
}
