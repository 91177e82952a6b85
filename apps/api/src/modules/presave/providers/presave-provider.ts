/** A listener's grant: what the service's token endpoint answered. */
export type ProviderTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** The listener's account as the campaign keeps it: no name, no address. */
export type ListenerProfile = { id: string; country: string | null; followers: number | null };

/** The listener withdrew the grant (or it expired for good): their save cannot happen. */
export class GrantRevoked extends Error {}

/**
 * One streaming service's side of a pre-save (decision 054): its OAuth authorization code flow,
 * the listener's profile, the album by UPC and the save. Calls that take `tokens` refresh them
 * when the service says they expired and report the new ones through `onRefresh`.
 */
export type PresaveProvider = {
  id: 'spotify';
  authorizeUrl: (state: string, redirectUri: string) => string;
  exchangeCode: (code: string, redirectUri: string) => Promise<ProviderTokens>;
  refresh: (refreshToken: string) => Promise<ProviderTokens>;
  session: (
    tokens: ProviderTokens,
    onRefresh: (next: ProviderTokens) => Promise<void>,
  ) => {
    profile: () => Promise<ListenerProfile>;
    /** The album's id on the service, or null while the stores do not have it yet. */
    findAlbumByUpc: (upc: string) => Promise<string | null>;
    isSaved: (albumId: string) => Promise<boolean>;
    save: (albumId: string) => Promise<void>;
  };
};
