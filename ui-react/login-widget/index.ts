export { EasyLogin, type EasyLoginProps } from './easy-login';
