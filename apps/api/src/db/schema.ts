export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../lib/rate-limits.table.ts';
export * from '../modules/artists/artists.table.ts';
export * from '../modules/stores/stores.table.ts';
