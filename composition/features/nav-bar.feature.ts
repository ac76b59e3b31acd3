import { ContainerModule } from 'inversify';
import { NAV_BAR_SWIPE_PX, NavBarSwipe } from '../../domain/device/nav-bar-swipe';
import { PORTS } from '../../ports/tokens';
import { resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

const module = new ContainerModule(({ bind }) => {
  bind(SERVICES.NavBar)
    .toDynamicValue((ctx) => new NavBarSwipe(NAV_BAR_SWIPE_PX, resolveOptional(ctx, PORTS.Touch)))
    .inSingletonScope();
});

/** The game browser's nav bar as `kit.navBar`: hidden or shown by a 20 px swipe. */
export function navBar() {
  return defineFeature<'navBar', { navBar: NavBarSwipe }>({
    name: 'navBar',
    modules: [module],
    members: { navBar: (ctx) => ctx.get(SERVICES.NavBar) },
  });
}
