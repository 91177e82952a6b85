// The catalogue module's public surface: what other modules and the app may use.
export { listCatalogueLinkSlugs } from './catalogue.repository.ts';
export { catalogueStructuredData } from './structured-data.ts';
