/**
 * campaign-kit/dev-server: the contract server the demo runs on, for a page's own app and tests.
 * `startContractServer` runs it on a port (with CORS for the page's origins), `createContractApp`
 * gives it as a fetch-style app, and `contractBackend` answers a `createTestKit` with it in process.
 * Node only (>= 20). See docs/dev-server.md.
 * @module campaign-kit/dev-server
 */
export { startContractServer, type ContractServer, type ContractServerOptions } from './contract-server';
export { createContractApp, type ContractApp } from './contract-app';
export type { ContractAppOptions } from './app';
export { contractBackend, type ContractBackend } from './contract-backend';
export type { Seed, SeedActivity, SeedUser } from './seed';
export type { ContractStore } from './store';
// The store's parts, as ContractStore exposes them.
export type { ContractConfig, ForcedResponse } from './store';
export type { ProcessKind, Connect } from './seed';
export type { Accounts, User } from './state/accounts';
export type { CodeDesk, CodeRules, SentCode, CodeRequestOutcome, CodeCheckOutcome } from './state/codes';
export type { ReportSink, ReportedEvent, ReportDeliveries } from './state/report-sink';
export type { MonitorSink, MonitorBatch, BatchVia } from './state/monitor-sink';
export type { Reservations } from './state/reservations';
