import { LocationService } from '../../domain/location/location.service';
import type { Feature, FeatureContext } from '../feature';

/** The location lookup, shared by `location()` and `tracking()` (whose events carry the visitor's location). */
export function locationPart({ settings, ports }: FeatureContext): LocationService {
  return new LocationService({ http: ports.http }, { appId: settings.appId, activityId: settings.activityId, apiOrigin: settings.apiOrigin });
}

/** The visitor's location as `kit.location`: tried at most 3 times, `be_null` where unknown. */
export function location(): Feature<'location', { location: LocationService }> {
  return { name: 'location', members: { location: locationPart } };
}
