import WebSocket from 'ws';
import { expect } from 'vitest';

export interface RawSocket {
  ws: WebSocket;
  /** every frame the server sent, parsed */
  frames: { event: string; channel?: string; data: any }[];
  /** the close code, once closed */
  closed: () => number | null;
  socketId: () => string;
  send(frame: unknown): void;
}

/** A raw Pusher-protocol socket to the server's live channel, collecting what it is sent. */
export async function rawSocket(port: number, headers: Record<string, string> = {}): Promise<RawSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/bench?protocol=7&client=js&version=8.6.0`, { headers });
  const frames: RawSocket['frames'] = [];
  let code: number | null = null;
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    frames.push({ ...frame, data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data });
  });
  ws.on('close', (closeCode) => (code = closeCode));
  ws.on('error', () => undefined);
  await new Promise((resolve) => {
    ws.once('open', resolve);
    ws.once('close', resolve);
  });
  if (code === null) await expect.poll(() => frames.length).toBeGreaterThan(0);
  return {
    ws,
    frames,
    closed: () => code,
    socketId: () => frames.find((f) => f.event === 'pusher:connection_established')?.data.socket_id ?? '',
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

export const errorsOf = (socket: RawSocket) =>
  socket.frames.filter((f) => f.event === 'pusher:error').map((f) => f.data.code as number);
