import { describe, expect, it } from 'vitest';
import type { AdminStore } from '@soundpost/contracts/store-admin';
import { formErrors, storeFormValues, storePatch, validateStoreForm } from './store-form.ts';

const sftpStore: AdminStore = {
  id: 'deezer',
  name: 'Deezer',
  category: 'streaming',
  enabled: true,
  major: true,
  premiumOnly: false,
  partyId: 'PADPIDAXDEEZER',
  partyIdIsPlaceholder: true,
  linkTemplate: null,
  transport: 'sftp',
  transportSettings: {
    host: 'sftp.example.com',
    port: 2222,
    username: 'soundpost',
    path: '/incoming',
    hostKeyFingerprint: `SHA256:${'a'.repeat(43)}`,
  },
  secretsSet: ['privateKey'],
  updatedAt: '2026-11-23T12:00:00.000Z',
};

describe('store form', () => {
  it('starts from the store, secrets empty, other transports at their defaults', () => {
    const values = storeFormValues(sftpStore);
    expect(values.sftp).toEqual(sftpStore.transportSettings);
    expect(values.folder.path).toBe('');
    expect(values.s3.region).toBe('us-east-1');
    expect(values.secrets).toEqual({ password: '', privateKey: '', secretAccessKey: '' });
  });

  it('keeps an untouched secret, sends a new one, clears one on request', () => {
    const values = storeFormValues(sftpStore);
    expect(storePatch(sftpStore, values)).toEqual({
      name: 'Deezer',
      linkTemplate: null,
      delivery: {
        transport: 'sftp',
        settings: sftpStore.transportSettings,
        secrets: { password: undefined, privateKey: undefined },
      },
    });
    values.secrets.password = 'new';
    values.clear.privateKey = true;
    values.partyId = 'PADPIDA2013020802I';
    const patch = storePatch(sftpStore, values);
    expect(patch.partyId).toBe('PADPIDA2013020802I');
    expect(patch.delivery).toMatchObject({ secrets: { password: 'new', privateKey: null } });
  });

  it('sends only the chosen transport, without an empty S3 endpoint', () => {
    const values = storeFormValues(sftpStore);
    values.transport = 's3';
    Object.assign(values.s3, { bucket: 'drop', accessKeyId: 'AKID' });
    values.secrets.secretAccessKey = 'secret';
    expect(storePatch(sftpStore, values).delivery).toEqual({
      transport: 's3',
      settings: {
        bucket: 'drop',
        prefix: '',
        region: 'us-east-1',
        forcePathStyle: false,
        accessKeyId: 'AKID',
      },
      secrets: { secretAccessKey: 'secret' },
    });
  });

  it('puts the API’s field errors and its own checks on the form’s fields', () => {
    expect(
      formErrors(
        {
          partyId: 'invalid_party_id',
          'delivery.settings.host': 'invalid_host',
          'delivery.secrets.password': 'sftp_credentials_required',
        },
        'sftp',
      ),
    ).toEqual({
      partyId: 'invalid_party_id',
      'sftp.host': 'invalid_host',
      'secrets.password': 'sftp_credentials_required',
    });
    const values = storeFormValues(sftpStore);
    values.sftp.host = 'bad host';
    values.linkTemplate = 'ftp://x/{upc}';
    expect(validateStoreForm(sftpStore, values)).toEqual({
      'sftp.host': 'invalid_host',
      linkTemplate: 'invalid_link_template',
    });
  });
});
