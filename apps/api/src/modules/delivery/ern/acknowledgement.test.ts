import { describe, expect, it } from 'vitest';
import { acknowledgementFileName, type Acknowledgement } from './acknowledgement.ts';
import { buildAcknowledgement } from './build-ack.ts';
import { AcknowledgementError, parseAcknowledgement } from './parse-ack.ts';

const ack: Acknowledgement = {
  messageId: 'ACK-20261123-0001',
  sender: { partyId: 'PADPIDA2011072101T', name: 'Example Store' },
  recipient: { partyId: 'PADPIDAXSOUNDPOST', name: 'Soundpost' },
  createdAt: '2026-11-23T22:00:00.000Z',
  acknowledgedMessageId: '7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c',
  acknowledgedFileName: '20261123210000000/3b7e9d2a/3b7e9d2a.xml',
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
  it('names the file after the acknowledged message', () => {
    expect(acknowledgementFileName(ack.acknowledgedMessageId)).toBe(
      'ACK_7f0c2a1e-5b8d-4c3e-9a6f-1d2e3f4a5b6c.xml',
    );
  });

  it('reads back an accepting ACK it built', () => {
    const xml = buildAcknowledgement(ack);
    expect(xml).toContain(
      '<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15"',
    );
    expect(xml).not.toContain('ErrorText');
    expect(parseAcknowledgement(xml)).toEqual({
      messageId: 'ACK-20261123-0001',
      acknowledgedMessageId: ack.acknowledgedMessageId,
      status: 'accepted',
      statusCode: 'FileOK',
      errorText: null,
    });
  });

  it('reads a rejection with its error text, escapes included', () => {
    const errorText = 'Track 2: MD5 mismatch for resources/QZES52600002.flac & <cover.jpg> 👎';
    const xml = buildAcknowledgement({ ...ack, statusCode: 'ResourceCorrupt', errorText });
    expect(xml).toContain('&amp; &lt;cover.jpg&gt;');
    expect(parseAcknowledgement(xml)).toMatchObject({
      status: 'rejected',
      statusCode: 'ResourceCorrupt',
      errorText,
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
      messageId: '42',
      acknowledgedMessageId: 'abc',
      status: 'rejected',
      statusCode: 'InvalidXml',
      errorText: null,
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

  it('refuses what is not an ACK', () => {
    expect(refused('not xml at all <')).toBe('not_xml');
    expect(refused('<a><b></a>')).toBe('not_xml');
    expect(refused('<FtpAcknowledgementMessage><MessageHeader/></FtpAcknowledgementMessage>')).toBe(
      'not_an_acknowledgement',
    );
    expect(refused(buildAcknowledgement(ack).replace(/<FileStatus>.*<\/FileStatus>/, ''))).toBe(
      'not_an_acknowledgement',
    );
    expect(refused(`<x>${'a'.repeat(300_000)}</x>`)).toBe('too_large');
  });
});
