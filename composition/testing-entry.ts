/**
 * campaign-kit/testing: the fakes of every port and `createTestKit`.
 * @packageDocumentation
 */
export * from './port-types';
export { createTestKit, everyFeature, withFeatures, type TestKit, type TestKitOptions, type TestKitHandles, type EveryFeature } from './testing';
export * from '../adapters/fake/index';
export { FakeMediaElements, FakeMediaElement, FakeControlElement, FakeFrameImage, type FakeAutoplayPolicy } from '../adapters/fake/fake-media-elements';
export { FakeMediaEnvironment } from '../adapters/fake/fake-media-environment';
export { FakeYouTubeApi, type FakeYouTubePlayer } from '../adapters/fake/fake-media-youtube';
export type { FakeHttpOptions } from '../adapters/fake/fake-http';
export type { WrittenCookie } from '../adapters/fake/fake-page';
export type { FakeAutoplayRules } from '../adapters/fake/fake-media-elements';
export type { TestBackend, TestBackendHandles } from './test-backend';
