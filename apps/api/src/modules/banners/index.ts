// The banners module's public surface: what other modules and the app may use (decision 040).
export { makeBanner } from './banners.service.ts';
