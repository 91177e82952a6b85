/** The delivery module's queue names and their payloads. */
export const deliveryJobs = {
  /** Per release, after approval: moves it to in process and creates its deliveries. */
  start: 'delivery.start',
  /** Per release version: encodes the resources once, then sends every store's delivery. */
  prepare: 'delivery.prepare',
  /** Per delivery: writes the batch to the store's transport. */
  send: 'delivery.send',
  /** Per release in takedown_requested: a takedown message to every store that had it. */
  takedown: 'delivery.takedown',
  /** Every minute: reads the stores' ACK files. */
  acks: 'delivery.acks',
  /** Hourly: published releases whose date has come go live. */
  goLive: 'delivery.go-live',
  /** Every 5 minutes: approved releases whose start was lost get it queued again. */
  sweep: 'delivery.sweep',
} as const;

export type ReleaseJob = { releaseId: string };
export type PrepareJob = { releaseId: string; version: number };
export type SendJob = { deliveryId: string };
