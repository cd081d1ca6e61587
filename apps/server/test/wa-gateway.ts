import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A stand-in WhatsApp backend for tests (an external service): POST /chat/send with { receiver, message,
 * type, url? } answers { success: true }, or refuses the receivers told to fail. It records every message it
 * delivers in `calls`. It honours `Idempotency-Key`: a repeat of a key it already took is answered success
 * and not delivered again (kept in `repeats`).
 */
export type GatewayCall = { receiver: string; message: string; type: string; url?: string; authorization?: string; idempotencyKey?: string; at: number };

export type StandInGateway = {
  url: string;
  calls: GatewayCall[];
  /** repeats of an Idempotency-Key already taken: answered success, not delivered */
  repeats: GatewayCall[];
  /** receivers refused with this message (every time) */
  refuse: Map<string, string>;
  /** answer after this many ms */
  delayMs: number;
  close(): Promise<void>;
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startStandInGateway(): Promise<StandInGateway> {
  const gateway: StandInGateway = { url: '', calls: [], repeats: [], refuse: new Map(), delayMs: 0, close: async () => undefined };
  const taken = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/send')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'not found' }));
      return;
    }
    const call: GatewayCall = {
      receiver: String(body.receiver ?? ''),
      message: String(body.message ?? ''),
      type: String(body.type ?? ''),
      ...(typeof body.url === 'string' ? { url: body.url } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(typeof req.headers['idempotency-key'] === 'string' ? { idempotencyKey: req.headers['idempotency-key'] } : {}),
      at: Date.now(),
    };
    const refusal = gateway.refuse.get(call.receiver);
    if (call.idempotencyKey && !refusal && taken.has(call.idempotencyKey)) {
      gateway.repeats.push(call);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, duplicate: true }));
      return;
    }
    if (call.idempotencyKey && !refusal) taken.add(call.idempotencyKey);
    gateway.calls.push(call);
    if (gateway.delayMs) await new Promise((r) => setTimeout(r, gateway.delayMs));
    if (refusal) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: refusal }));
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  gateway.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/`;
  gateway.close = () => new Promise((resolve) => server.close(() => resolve()));
  return gateway;
}

/** How many messages each receiver got. */
export function perReceiver(calls: readonly GatewayCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of calls) counts[c.receiver] = (counts[c.receiver] ?? 0) + 1;
  return counts;
}
