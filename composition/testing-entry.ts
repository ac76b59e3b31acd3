/**
 * campaign-kit/testing: the fakes of every port and `createTestKit`.
 * @packageDocumentation
 */
export { createTestKit, type TestKit, type TestKitOptions } from './testing';
export * from '../adapters/fake/index';
