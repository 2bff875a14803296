import { vi } from 'vitest'

/** A stand-in for XMLHttpRequest at the network boundary: tests see what was sent and decide the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = []
  /** Answer every request at once with this, unless null (then call respond() yourself). */
  static autoRespond: { status: number; body: unknown } | null = null

  method = ''
  url = ''
  body: FormData | null = null
  status = 0
  response: unknown = null
  responseType = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
    const auto = FakeXhr.autoRespond
    if (auto) queueMicrotask(() => this.respond(auto.status, auto.body))
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }

  respond(status: number, body: unknown) {
    this.status = status
    this.response = body
    this.onload?.()
  }
}

export function installFakeXhr() {
  FakeXhr.sent = []
  FakeXhr.autoRespond = null
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
}

/** A File of the given size without allocating it. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
