/**
 * campaign-kit/testing: the fakes of every port and `createTestKit`.
 * @packageDocumentation
 */
export { createTestKit, everyFeature, withFeatures, type TestKit, type TestKitOptions, type TestKitHandles, type EveryFeature } from './testing';
export * from '../adapters/fake/index';
export type { FakeHttpOptions } from '../adapters/fake/fake-http';
export type { TestBackend, TestBackendHandles } from './test-backend';
