/**
 * The benchmarks' HTTP client: node:http with keep-alive sockets. It costs the machine about a
 * third of what fetch costs per request, and the load generator shares the two cores with the
 * server and the database, so a heavier client would be measured as server latency.
 */
import http from 'node:http';

export type HttpAnswer = { status: number; text: string };

export function createHttpClient(base: string, sockets: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    get: (path: string, headers: Record<string, string> = {}) => send('GET', path, headers),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) => send('POST', path, headers, body),
    /** signs in and answers the bearer header */
    signIn: async (userId: string, password: string): Promise<Record<string, string>> => {
      const res = await send('POST', '/api/users/login', {}, { user_id: userId, password });
      if (res.status !== 200) throw new Error(`login ${userId} failed: ${res.status} ${res.text}`);
      return { authorization: `Bearer ${(JSON.parse(res.text) as { data: { token: string } }).data.token}` };
    },
    close: () => agent.destroy(),
  };
}
