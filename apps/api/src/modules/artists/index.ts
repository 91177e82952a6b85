// The artists module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { findArtistById } from './artists.repository.ts';
export { artistView, catalogueArtistView } from './artists.views.ts';
export { createArtist } from './artists.service.ts';
