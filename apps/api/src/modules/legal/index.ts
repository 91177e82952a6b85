// The legal module's public surface: what other modules and the app may use.
export { hasOperatorLegalText } from './legal.service.ts';
