/**
 * A stand-in XMLHttpRequest for the uploads (`uploadWithProgress` of @forwarder/shared/api): the
 * test reports the upload's progress and answers it. Framework-free: a React test wraps the calls
 * that update the page in `act`.
 */
export class FakeXhr {
  /** The upload sent last (null until one is). */
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  /** `loaded` of `total` bytes are sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server answers `status` with `body` (JSON, or a string as it is). */
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** The connection fails (no answer). */
  fail() {
    this.onerror?.();
  }
}

/** Put FakeXhr in place of XMLHttpRequest (no upload sent yet); answers the function that puts the real one back. */
export function installFakeXhr(): () => void {
  const real = globalThis.XMLHttpRequest;
  FakeXhr.last = null;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
}
