// The delivery module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { deliveryJobs } from './delivery-jobs.ts';
export { getDeliverySettings, saveDeliverySettings } from './delivery-settings.ts';
export { fillLinkTemplate, goLiveDue } from './go-live.ts';
export { readAcknowledgements } from './read-acks.ts';
export { queueDelivery } from './start-delivery.ts';
export { deliveryView } from './deliveries.views.ts';
