/**
 * campaign-kit/testing: the fakes of every port and `createTestKit`.
 * @module campaign-kit/testing
 */
export * from './port-types';
export { createTestKit, everyFeature, withFeatures, type TestKit, type TestKitOptions, type TestKitHandles, type EveryFeature } from './testing';
export * from '../adapters/fake/index';
export { FakeMediaElements, FakeMediaElement, FakeControlElement, FakeFrameImage, type FakeAutoplayPolicy } from '../adapters/fake/fake-media-elements';
export { FakeMediaEnvironment } from '../adapters/fake/fake-media-environment';
export { FakeYouTubeApi, type FakeYouTubePlayer } from '../adapters/fake/fake-media-youtube';
export type { FakeHttpOptions } from '../adapters/fake/fake-http';
export type { AxiosLike } from '../adapters/browser/axios-http.adapter';
export type { WrittenCookie } from '../adapters/fake/fake-page';
export type { FakeAutoplayRules } from '../adapters/fake/fake-media-elements';
export type { TestBackend, TestBackendHandles } from './test-backend';
// The services a test kit's members are (values: the test kit holds them already; a type-only class
// export would be declared as a value that the entry lacks at run time).
export { PassportService } from '../domain/passport/passport.service';
export { ReservationService } from '../domain/reservation/reservation.service';
export type { LoginGate, AppReservation } from '../domain/reservation/reservation.types';
export type { MobileWebPaths } from '../domain/passport/api/mobile-web.api';
export { LocationService } from '../domain/location/location.service';
export { ShareService } from '../domain/share/share.service';
export { ServerService } from '../domain/servers/server.service';
export { MailService } from '../domain/mail/mail.service';
export { DownloadService } from '../domain/download/download.service';
export { PosterMaker } from '../domain/poster/poster-maker';
export { NavBarSwipe } from '../domain/device/nav-bar-swipe';
