import { describe, expect, it } from 'vitest';
import { acknowledgementFileName, type Acknowledgement } from './acknowledgement.ts';
import { buildAcknowledgement } from './build-ack.ts';
import { AcknowledgementError, parseAcknowledgement } from './parse-ack.ts';

const folders = {
  releaseFolder: '3b7e9d2a-1c4f-4e8a-9b0d-5f6e7a8b9c0d',
  batchFolder: '20261123210000000_7f0c2a1e',
};
const ack: Acknowledgement = {
  sender: { partyId: 'PADPIDA2011072101T', name: 'Example Store' },
  recipient: { partyId: 'PADPIDAXSOUNDPOST', name: 'Soundpost' },
  createdAt: '2026-11-23T22:00:00.000Z',
  ...folders,
  statusCode: 'FileOK',
};

const refused = (xml: string) => {
  try {
    parseAcknowledgement(xml);
  } catch (error) {
    if (error instanceof AcknowledgementError) return error.reason;
    throw error;
  }
  return 'parsed';
};

describe('acknowledgements', () => {
  it('names the file after the acknowledged file, or a message id', () => {
    expect(acknowledgementFileName(`${folders.releaseFolder}.xml`)).toBe(
      `ACK_${folders.releaseFolder}.xml`,
    );
    expect(acknowledgementFileName('7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c')).toBe(
      'ACK_7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c.xml',
    );
  });

  it('writes the standard FtpAcknowledgementMessage and reads it back by folders', () => {
    const xml = buildAcknowledgement(ack);
    expect(xml).toContain(
      '<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c-sftp/16" MessageVersionId="ern-c-sftp/16">',
    );
    // A basic header: no MessageId.
    expect(xml).not.toContain('MessageId');
    expect(xml).toMatch(
      /<AcknowledgedFile>\s*<ReleaseId>3b7e9d2a-[^<]+<\/ReleaseId>\s*<Date>20261123210000000_7f0c2a1e<\/Date>\s*<\/AcknowledgedFile>\s*<FileStatus>FileOK<\/FileStatus>/,
    );
    expect(xml).not.toContain('ErrorText');
    expect(parseAcknowledgement(xml)).toEqual({
      acknowledged: folders,
      status: 'accepted',
      statusCode: 'FileOK',
      errorText: null,
    });
  });

  it('reads a rejection with its error text, escapes and the optional details', () => {
    const errorText = 'Track 2: MD5 mismatch for resources/QZES52600002.flac & <cover.jpg> 👎';
    const xml = buildAcknowledgement({
      ...ack,
      statusCode: 'ResourceCorrupt',
      errorText,
      proposedAction: 'Resend',
      manualCheckRequired: true,
      affectedResources: ['resources/QZES52600002.flac', 'resources/cover.jpg'],
    });
    expect(xml).toContain('&amp; &lt;cover.jpg&gt;');
    expect(xml).toMatch(
      /<ErrorText>.*<\/ErrorText>\s*<ProposedActionType>Resend<\/ProposedActionType>\s*<ManualCheckRequired>true<\/ManualCheckRequired>\s*<AffectedResource>resources\/QZES52600002.flac<\/AffectedResource>\s*<AffectedResource>resources\/cover.jpg<\/AffectedResource>/,
    );
    expect(parseAcknowledgement(xml)).toEqual({
      acknowledged: folders,
      status: 'rejected',
      statusCode: 'ResourceCorrupt',
      errorText: `${errorText} (affected: resources/QZES52600002.flac, resources/cover.jpg; proposed action: Resend; manual check required)`,
    });
  });

  it("reads Soundpost's earlier form, by AcknowledgedMessageId", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15" MessageVersionId="1.5">
  <MessageHeader><MessageId>ACK-1</MessageId><MessageSender><PartyId>PADPIDA1</PartyId></MessageSender></MessageHeader>
  <AcknowledgedMessageId>7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c</AcknowledgedMessageId>
  <AcknowledgedFileName>20261123210000000/3b7e9d2a/3b7e9d2a.xml</AcknowledgedFileName>
  <FileStatus>ResourceMissing</FileStatus>
  <ErrorText>cover.jpg</ErrorText>
</ernc:FtpAcknowledgementMessage>`;
    expect(parseAcknowledgement(xml)).toEqual({
      acknowledged: { messageId: '7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c' },
      status: 'rejected',
      statusCode: 'ResourceMissing',
      errorText: 'cover.jpg',
    });
  });

  it('reads a store ACK with another prefix, MessageStatus and extra elements', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ns3:FtpAcknowledgementMessage xmlns:ns3="http://ddex.net/xml/ern-c/14" MessageVersionId="1.0">
  <MessageHeader><MessageId> 42 </MessageId><MessageSender><PartyId>PADPIDA1</PartyId></MessageSender></MessageHeader>
  <AcknowledgedMessageId>abc</AcknowledgedMessageId>
  <MessageStatus>InvalidXml</MessageStatus>
  <ProposedActionType>Resend</ProposedActionType>
</ns3:FtpAcknowledgementMessage>`;
    expect(parseAcknowledgement(xml)).toEqual({
      acknowledged: { messageId: 'abc' },
      status: 'rejected',
      statusCode: 'InvalidXml',
      errorText: 'proposed action: Resend',
    });
  });

  it('reads the AcknowledgementMessage of newer profiles, MessageStatus alone or in Acknowledgement', () => {
    const flat = `<ns3:AcknowledgementMessage xmlns:ns3="http://ddex.net/xml/ern-c-sftp/18">
  <MessageHeader><MessageId>ACK-2</MessageId></MessageHeader>
  <AcknowledgedMessageId>m-1</AcknowledgedMessageId>
  <MessageStatus>FileOK</MessageStatus>
</ns3:AcknowledgementMessage>`;
    expect(parseAcknowledgement(flat)).toEqual({
      acknowledged: { messageId: 'm-1' },
      status: 'accepted',
      statusCode: 'FileOK',
      errorText: null,
    });
    const nested = `<ns3:AcknowledgementMessage xmlns:ns3="http://ddex.net/xml/ern-c-sftp/18">
  <MessageHeader><MessageId>ACK-3</MessageId></MessageHeader>
  <ReleaseStatus><ReleaseId><ICPN>0123456789012</ICPN></ReleaseId>
    <Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>m-2</MessageId>
      <MessageStatus><Status>ResourceCorrupt</Status><StatusMessage>bad FLAC</StatusMessage></MessageStatus>
    </Acknowledgement>
  </ReleaseStatus>
</ns3:AcknowledgementMessage>`;
    expect(parseAcknowledgement(nested)).toEqual({
      acknowledged: { messageId: 'm-2' },
      status: 'rejected',
      statusCode: 'ResourceCorrupt',
      errorText: 'bad FLAC',
    });
  });

  it('refuses a DOCTYPE: no external entity (XXE) and no billion laughs', () => {
    const body = buildAcknowledgement(ack).replace('<?xml version="1.0" encoding="UTF-8"?>', '');
    const xxe = `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]>${body.replace('FileOK', '&x;')}`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>${body.replace('FileOK', '&lol3;')}`;
    expect(refused(xxe)).toBe('doctype_refused');
    expect(refused(laughs)).toBe('doctype_refused');
    expect(refused(`<!doctype x>${body}`)).toBe('doctype_refused');
  });

  it('leaves an undeclared entity unexpanded and does not accept it as a status', () => {
    const xml = buildAcknowledgement(ack).replace('FileOK', '&x;');
    expect(refused(xml)).toBe('parsed');
    expect(parseAcknowledgement(xml).status).toBe('rejected');
  });

  it('refuses a file nested 30,000 levels deep as not XML, with an AcknowledgementError', () => {
    const deep = '<a>'.repeat(30_000) + '</a>'.repeat(30_000);
    expect(deep.length).toBe(210_000);
    expect(refused(deep)).toBe('not_xml');
  });

  it('refuses what is not an ACK', () => {
    expect(refused('not xml at all <')).toBe('not_xml');
    expect(refused('<a><b></a>')).toBe('not_xml');
    expect(refused('<FtpAcknowledgementMessage><MessageHeader/></FtpAcknowledgementMessage>')).toBe(
      'not_an_acknowledgement',
    );
    expect(refused(buildAcknowledgement(ack).replace(/<FileStatus>.*<\/FileStatus>/, ''))).toBe(
      'not_an_acknowledgement',
    );
    expect(refused(buildAcknowledgement(ack).replace(/<Date>.*<\/Date>/, ''))).toBe(
      'not_an_acknowledgement',
    );
    expect(
      refused(
        '<AcknowledgementMessage><MessageStatus>FileOK</MessageStatus></AcknowledgementMessage>',
      ),
    ).toBe('not_an_acknowledgement');
    expect(refused(`<x>${'a'.repeat(300_000)}</x>`)).toBe('too_large');
  });
});
