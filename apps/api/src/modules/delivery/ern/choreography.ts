/**
 * The DDEX ERN choreography's SFTP batch profile, as stores speak it: the BatchComplete
 * ManifestMessage Soundpost writes and the FtpAcknowledgementMessage it reads share this
 * namespace and version (decision 021).
 */
export const choreographyNamespace = 'http://ddex.net/xml/ern-c-sftp/16';
export const choreographyVersionId = 'ern-c-sftp/16';

/** A DDEX party as the choreography's headers name it: PartyId and PartyName/FullName. */
export const choreographyParty = (p: { partyId: string; name: string }) => ({
  PartyId: p.partyId,
  PartyName: { FullName: p.name },
});
