// Everything of the account on the passport web area, imported as ONE lazy module on the first
// call that needs any of it (the passport connection, QR, the password and email logins, app
// authorisation, account management): 5.6 KB gz in one chunk. Split per part, each chunk was
// 1-2 KB, but esbuild then gave every module they share with the first load a chunk of its own
// (eight more files in an SMS page's first load, 1.4 KB gz more), and an account page that opens
// one of these parts usually opens another.
// The account's seldom-used parts ride in the same module (`games`, `loginStatus`, the code behind
// `cache.load`): in a lazy module of their own they cost an SMS page's first load 22 B gz more
// (esbuild's chunk for the modules it then shares with the first load).
export { createMobileBinding } from './mobile-binding';
export { createEmailBinding } from './email-binding';
export { createAccountPassword } from './account-password';
export { createCancellation } from './cancellation';
export { createSecondVerification } from './second-verification';
export { createQrLogin } from './qr-login';
export { createPassportLogins } from './passport-logins';
export { createAppAuthLogin } from './app-auth-login';
export { createPassportClients } from '../passport/passport-connection';
export { LoginStatus } from './login-status';
export { GameAccountApi } from './game-account.api';
export { AccountCacheLoader } from './account-cache-loader';
