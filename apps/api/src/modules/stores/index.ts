// The stores module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { listStores } from './stores.service.ts';
export { openTransport } from './transports/open-transport.ts';
export { TransportError } from './transports/transport-error.ts';
export type { Transport } from './transports/transport.ts';
export type { StoreRow } from './stores.table.ts';
export { storeView } from './stores.views.ts';
export { findStoresByIds } from './stores.repository.ts';
