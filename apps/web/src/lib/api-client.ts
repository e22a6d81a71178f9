/** Error carrying the API's status, its message (`error` or `message` field) and any per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A refused body's problems by field (`{ phone: 'Enter a valid…' }`), for forms to show. */
    readonly fields: Record<string, string> = {},
    /** False when the answer carried no message of its own (not JSON, or no `error`/`message`). */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A shared zod schema as far as checking an answer needs it. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** A schema that loads with the first answer it checks (lib/start-up-schema.ts). */
export type LoadedSchema<T> = () => Promise<ResponseSchema<T>>;

let onUnauthorised: () => void = () => {};
/** Registers what to do when the API refuses the stored token. */
export function setUnauthorisedHandler(handler: () => void): void {
  onUnauthorised = handler;
}

function readToken(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = `Request failed (${response.status})`;
  let fromServer = false;
  let fields: Record<string, string> = {};
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown; fields?: unknown };
    const own = typeof body.error === 'string' ? body.error : body.message;
    if (typeof own === 'string') {
      message = own;
      fromServer = true;
    }
    if (typeof body.fields === 'object' && body.fields !== null) fields = body.fields as Record<string, string>;
  } catch {
    // Not JSON: keep the generic message.
  }
  return new ApiError(response.status, message, fields, fromServer);
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the stored token as a Bearer token. */
  auth?: boolean;
  headers?: Record<string, string>;
  /** The store's API (default) or the demo payment gateway, which stands apart from it. */
  base?: '/api' | '/demo-pg';
}

/** Sends a request under /api with the stored token when asked; a refused token ends the session. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(`${options.base ?? '/api'}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  // A refused token means the session is over (expired, revoked or demoted): log the browser out.
  if (response.status === 401 && headers.Authorization) onUnauthorised();
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** An answer that does not match its schema: shown like a server fault (the caller's fallback words). */
const unreadableAnswer = () => new ApiError(502, 'The server sent an answer this page cannot read.', {}, false);

/**
 * The one way the front end calls the API under /api. With `schema` the answer is checked with the
 * shared schema and typed by it; without, the answer is unknown (a 204 gives undefined): no call names
 * an answer's type by hand.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ResponseSchema<T> | LoadedSchema<T> },
): Promise<ApiResponse<T>>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<ApiResponse<unknown>>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: ResponseSchema<T> | LoadedSchema<T> } = {},
): Promise<ApiResponse<T>> {
  // A schema that loads on first use loads while the answer is on its way.
  const loading = typeof options.schema === 'function' ? options.schema() : undefined;
  // Not left unhandled when the request fails first; awaited below when the answer arrives.
  loading?.catch(() => undefined);
  const response = await send(path, options, 'application/json');
  const body: unknown = response.status === 204 ? undefined : await response.json();
  let data = body as T;
  if (options.schema) {
    // A schema that could not load (the network, or a release that replaced the page's files) leaves the answer
    // unread, as an unreadable answer is.
    const schema = loading
      ? await loading.catch(() => Promise.reject(unreadableAnswer()))
      : (options.schema as ResponseSchema<T>);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unreadableAnswer();
    data = parsed.data;
  }
  return { data, status: response.status, headers: response.headers };
}

/** A file the API sends (a CSV, a PDF), with the same token and errors as apiRequest. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options, '*/*')).blob();
}

/** Builds a query string from defined values only. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
