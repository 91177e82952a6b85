// One solver thread: derives PBKDF2 keys with the browser's native Web Crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
