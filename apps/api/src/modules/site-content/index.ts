// The site content module's public surface: what other modules and the app may use.
export { marketingStructuredData } from './structured-data.ts';
