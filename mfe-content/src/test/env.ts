/**
 * jsdom leaves out TextEncoder/TextDecoder, which react-router 7 needs at import time. Test files
 * import this first, before anything that loads react-router.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
