/** Inputs for machine values (party ids, fingerprints, keys): monospace text, labels as usual. */
export const monospaceInput = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
