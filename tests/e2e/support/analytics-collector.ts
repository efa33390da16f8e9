/**
 * A fake analytics collector for the e2e tests that speaks each provider's
 * documented format: it serves a small stand-in for the provider's script and
 * records what reaches the event endpoints. Plausible: `GET /js/script.js`, `window.plausible(name,
 * { props })`, `POST /api/event` `{ n, u, d, r, p }` answered 202. Umami: `GET /script.js` with
 * `data-website-id` (and `data-do-not-track`), `umami.track(name, data)`, `POST /api/send`
 * `{ type: 'event', payload: { website, hostname, url, name, data } }`. Both send with
 * `keepalive`, like the real scripts, so an event survives the click that leaves the page.
 */
import { createServer, type Server } from 'node:http';

/** One request that reached the collector. */
export interface Hit {
  method: string;
  path: string;
  body: unknown;
}

/** A recorded event: the provider's name and properties, normalised across the two formats. */
export interface CollectedEvent {
  provider: 'plausible' | 'umami';
  name: string;
  url: string;
  site: string;
  props: Record<string, unknown>;
  raw: unknown;
}

const PLAUSIBLE_SCRIPT = `(() => {
  const script = document.currentScript;
  const domain = script.getAttribute('data-domain');
  const send = (n, props) => fetch(script.src.replace(/\\/js\\/script\\.js$/, '/api/event'), {
    method: 'POST', keepalive: true, headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ n, u: location.href, d: domain, r: document.referrer || null, ...(props ? { p: props } : {}) }),
  });
  const queued = (window.plausible && window.plausible.q) || [];
  window.plausible = (name, options) => send(name, options && options.props);
  for (const args of queued) window.plausible(...args);
  send('pageview');
})();`;

const UMAMI_SCRIPT = `(() => {
  const script = document.currentScript;
  const website = script.getAttribute('data-website-id');
  const dnt = script.getAttribute('data-do-not-track') === 'true' && navigator.doNotTrack === '1';
  const send = (payload) => dnt || fetch(script.src.replace(/\\/script\\.js$/, '/api/send'), {
    method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'event', payload: { website, hostname: location.hostname, url: location.pathname + location.search, referrer: document.referrer, language: navigator.language, ...payload } }),
  });
  window.umami = { track: (name, data) => send(typeof name === 'string' ? { name, data } : {}) };
  send({});
})();`;

export class AnalyticsCollector {
  readonly hits: Hit[] = [];
  private server: Server | undefined;

  /** Starts listening on `port` of 127.0.0.1. */
  async start(port: number): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // Kept as text: the tests then see a malformed event.
        }
        const path = (req.url ?? '/').split('?')[0]!;
        this.hits.push({ method: req.method ?? 'GET', path, body });
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('access-control-allow-headers', 'content-type');
        if (req.method === 'OPTIONS') return res.writeHead(204).end();
        if (req.method === 'GET' && path === '/js/script.js')
          return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PLAUSIBLE_SCRIPT);
        if (req.method === 'GET' && path === '/script.js')
          return res.writeHead(200, { 'content-type': 'text/javascript' }).end(UMAMI_SCRIPT);
        if (req.method === 'POST' && path === '/api/event') return res.writeHead(202).end('ok');
        if (req.method === 'POST' && path === '/api/send')
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  clear(): void {
    this.hits.length = 0;
  }

  /** The events received so far (page views included), in order. */
  events(): CollectedEvent[] {
    return this.hits.flatMap((hit): CollectedEvent[] => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- two providers' JSON shapes
      const b = hit.body as Record<string, any> | null;
      if (hit.method !== 'POST' || !b) return [];
      if (hit.path === '/api/event')
        return [
          { provider: 'plausible', name: b.n, url: b.u, site: b.d, props: b.p ?? {}, raw: b },
        ];
      if (hit.path === '/api/send' && b.type === 'event')
        return [
          {
            provider: 'umami',
            name: b.payload.name ?? 'pageview',
            url: b.payload.url,
            site: b.payload.website,
            props: b.payload.data ?? {},
            raw: b,
          },
        ];
      return [];
    });
  }

  /** The custom events (no page views) with this name. */
  named(name: string): CollectedEvent[] {
    return this.events().filter((e) => e.name === name);
  }
}
