export interface OwnerSession {
  /** Sent as `Authorization: Bearer`. */
  jwt: string;
  /** Sent as `X-Api-Key` to the push API. */
  apiKey: string;
}

/** One call of Trova's API as JSON; throws with the status and body when it is not 2xx. */
export async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/API/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Logs an active account in through the API, as the console does. */
export async function logInApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<OwnerSession> {
  const session = await api<{ jwt: string; api_key: string }>(baseUrl, 'session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  return { jwt: session.jwt, apiKey: session.api_key };
}

export const bearer = (session: OwnerSession) => ({ authorization: `Bearer ${session.jwt}` });
