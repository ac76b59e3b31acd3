import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakeMediaElements } from '../../../adapters/fake/fake-media-elements';
import { FakeMediaEnvironment } from '../../../adapters/fake/fake-media-environment';
import { FakeYouTubeApi } from '../../../adapters/fake/fake-media-youtube';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakeScriptLoader } from '../../../adapters/fake/fake-script-loader';
import { AccountService } from '../../../domain/account/account.service';
import { MediaService } from '../../../domain/media/media.service';
import { ReservationService } from '../../../domain/reservation/reservation.service';
import { routeBackend, type BackendState } from './backend';

const ORIGIN = 'https://campaign.test';

/**
 * The account and reservation services built by hand, as a page without the container builds
 * them (docs/features.md, Without the container), on fakes and the real fetch transport over
 * fetch-mock playing the contract server ({@link routeBackend}): no createTestKit, no container.
 */
export function handBuiltAccountAndReservation(initial: Partial<BackendState> = {}) {
  const { http, fetchMock } = createFakeHttp();
  const state = routeBackend(fetchMock, initial);
  const page = new FakePage({ url: `${ORIGIN}/` });
  const clock = new FakeClock();
  const account = new AccountService({ http, page, clock }, { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: ORIGIN, ssoOrigin: ORIGIN });
  const reservation = new ReservationService({ http, page, login: account }, { appId: 'test-app', activityId: 'test-activity', apiOrigin: ORIGIN });
  return { account, reservation, state, fetchMock, clock, page };
}

/** The media service built by hand on fakes: the fake clock, script loader, YouTube API, elements and environment. */
export function handBuiltMedia() {
  const clock = new FakeClock();
  const scriptLoader = new FakeScriptLoader(clock);
  const youtube = new FakeYouTubeApi();
  const elements = new FakeMediaElements();
  const media = new MediaService({ clock, scriptLoader, youtube, elements, images: elements, environment: new FakeMediaEnvironment(), page: new FakePage() });
  return { media, clock, scriptLoader, youtube, elements };
}
