// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../packages/i18n/locales/en/errors.json';
import es from '../../../../packages/i18n/locales/es/errors.json';
import pt from '../../../../packages/i18n/locales/pt/errors.json';
import tr from '../../../../packages/i18n/locales/tr/errors.json';
import { uploadAudio } from './upload-audio.ts';

type Options = {
  onError: (error: unknown) => void;
  onSuccess: () => void;
};
const tus = vi.hoisted(() => ({
  last: null as null | { options: Options; abort: ReturnType<typeof vi.fn> },
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    url = 'http://localhost/v1/uploads/audio/1f0c5a8e-0000-4000-8000-000000000000';
    abort = vi.fn(() => Promise.resolve());
    constructor(_file: File, options: Options) {
      tus.last = { options, abort: this.abort };
    }
    start() {}
  },
}));

/** A tus error as tus-js-client reports a refused request, carrying the API's JSON body. */
const refused = (body: unknown) => ({ originalResponse: { getBody: () => JSON.stringify(body) } });

const file = new File(['x'], 'track.wav', { type: 'audio/wav' });
const noop = () => undefined;

beforeEach(() => {
  tus.last = null;
});

describe('uploadAudio', () => {
  it('hands the upload limits’ codes and values to the component, which translates them', async () => {
    const onError = vi.fn();
    uploadAudio(file, { onProgress: noop, onSuccess: noop, onError });
    tus.last!.options.onError(
      refused({ code: 'upload_limit_daily', params: { limit: '10 GB', resetsAt: 'x' } }),
    );
    expect(onError).toHaveBeenCalledWith('upload_limit_daily', { limit: '10 GB', resetsAt: 'x' });

    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(
        Object.entries({ en, es, pt, tr }).map(([lang, errors]) => [lang, { errors }]),
      ),
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    for (const lang of ['en', 'es', 'pt', 'tr']) {
      const t = i18n.getFixedT(lang, 'errors');
      expect(t('upload_limit_daily', { limit: '10 GB' })).toContain('10 GB');
      expect(t('upload_limit_unfinished', { limit: 10 })).toContain('10');
      expect(t('upload_incomplete')).not.toBe('upload_incomplete');
    }
  });

  it('terminates an upload it abandons, but not one that finished', () => {
    const first = uploadAudio(file, { onProgress: noop, onSuccess: noop, onError: noop });
    const abandoned = tus.last!;
    first.abort();
    expect(abandoned.abort).toHaveBeenCalledWith(true);

    const second = uploadAudio(file, { onProgress: noop, onSuccess: noop, onError: noop });
    const finished = tus.last!;
    finished.options.onSuccess();
    second.abort();
    expect(finished.abort).not.toHaveBeenCalled();
  });
});
