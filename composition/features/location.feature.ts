import type { LocationService } from '../../domain/location/location.service';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import { locationModule } from './location.module';

/** The visitor's location as `kit.location`: tried at most 3 times, `be_null` where unknown. */
export function location() {
  return defineFeature<'location', { location: LocationService }>({
    name: 'location',
    modules: [locationModule],
    members: { location: (ctx) => ctx.get(SERVICES.Location) },
  });
}
