import WebSocket from 'ws';

/** A live notification as a browser receives it on `/ws` (docs/operations.md, "Processes"). */
export interface ReceivedNotification {
  collectionId: string;
  collectionName: string;
  documents: { id: string }[];
}

export interface LiveSocketClient {
  notifications: ReceivedNotification[];
  /** Each document id received, with how often. */
  documentCounts(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * Opens `/ws` on a web process as a browser tab of a logged-in user would (session cookie, the
 * page's own Origin) and keeps every notification it receives. Rejects when the upgrade is refused.
 */
export const openLiveSocket = (serverUrl: string, cookie: string): Promise<LiveSocketClient> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: serverUrl } });
    const notifications: ReceivedNotification[] = [];
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Partial<ReceivedNotification>;
      if (Array.isArray(message.documents)) notifications.push(message as ReceivedNotification);
    });
    ws.on('unexpected-response', (_request, response) => reject(new Error(`the live socket upgrade was refused: ${response.statusCode}`)));
    ws.on('error', (error) => {
      if (ws.readyState === WebSocket.CONNECTING) reject(error);
    });
    ws.on('open', () =>
      resolve({
        notifications,
        documentCounts: () => {
          const counts = new Map<string, number>();
          for (const n of notifications) for (const d of n.documents) counts.set(d.id, (counts.get(d.id) ?? 0) + 1);
          return counts;
        },
        close: () =>
          new Promise<void>((done) => {
            if (ws.readyState === WebSocket.CLOSED) return done();
            ws.once('close', () => done());
            ws.close(1000);
          }),
      }),
    );
  });
