export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface HttpRequest {
  method: string;
  path: string;
  token?: string;
  /** Sent as `X-Api-Key` (push API). */
  apiKey?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type (malformed or oversized bodies). */
  rawBody?: string;
}

/**
 * fetch against a listening server that keeps every answer, so a suite can assert things about all
 * of them at the end (no password hash anywhere, no 5xx).
 */
export class RecordingClient {
  readonly answers: { request: string; status: number; text: string }[] = [];

  constructor(private readonly baseUrl: string) {}

  async send(request: HttpRequest): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    if (request.apiKey !== undefined) headers['x-api-key'] = request.apiKey;
    let body: string | undefined;
    if (request.rawBody !== undefined) body = request.rawBody;
    else if (request.body !== undefined) body = JSON.stringify(request.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
    });
    const text = await response.text();
    this.answers.push({
      request: `${request.method} ${request.path}`,
      status: response.status,
      text,
    });
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }
}
