/**
 * How each n8n node type is drawn in the workflow diagrams: a colour and either a small line
 * glyph (24×24 path, stroked) or a short text mark for brands. `app` is the tool's name as
 * shown in "works with" lists (brand names are not translated); core nodes have none.
 */
export interface NodeVisual {
  /** Accent colour of the icon (brand colour where there is one). */
  color: string;
  /** SVG path data in a 24×24 box, drawn with a stroke. */
  glyph?: string;
  /** 1-3 character mark, used when there is no glyph. */
  mark?: string;
  /** Product name for tool lists, e.g. `HubSpot`; undefined for core nodes (IF, Set, Code). */
  app?: string;
  /** Trigger nodes get n8n's rounded left edge. */
  trigger?: boolean;
}

const glyphs = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  fork: 'M3 12h6M9 12c3 0 3-6 6-6h5M9 12c3 0 3 6 6 6h5M17 3l3 3-3 3M17 15l3 3-3 3',
  fork3: 'M3 12h6M9 12c3 0 3-7 6-7h5M9 12h11M9 12c3 0 3 7 6 7h5',
  pen: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  reply: 'M9 7 4 12l5 5M4 12h11a5 5 0 0 1 5 5v2',
  funnel: 'M4 5h16l-6 8v6l-4 2v-8z',
  merge: 'M6 3v4c0 4 6 5 6 9v5M18 3v4c0 4-6 5-6 9',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  robot: 'M5 9h14v10H5zM12 5v4M9 14h.01M15 14h.01M2 13v3M22 13v3M12 3h.01',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  hash: 'M9 3 7 21M17 3l-2 18M4 8h17M3 16h17',
  grid: 'M5 3h14v18H5zM5 9h14M5 15h14M12 9v12',
  sprocket:
    'M15 9a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM15 9V4.5M12.2 14.8 7 19M12 11 6.5 8M6.5 6.5a1.5 1.5 0 1 0 0 3',
  drive: 'M8.5 3h7L22 14l-3.5 6h-13L2 14zM8.5 3 15 14H2M15.5 3 9 14M22 14H9l-3.5 6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  layers: 'M12 3 2 8l10 5 10-5zM2 13l10 5 10-5',
  wait: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
} as const;

/** The node types used by the site's workflows, plus common neighbours. */
export const nodeVisuals: Record<string, NodeVisual> = {
  'n8n-nodes-base.webhook': { color: '#c2410c', glyph: glyphs.bolt, trigger: true },
  'n8n-nodes-base.formTrigger': { color: '#c2410c', glyph: glyphs.file, trigger: true },
  'n8n-nodes-base.scheduleTrigger': { color: '#0e7490', glyph: glyphs.clock, trigger: true },
  'n8n-nodes-base.manualTrigger': { color: '#475569', glyph: glyphs.bolt, trigger: true },
  'n8n-nodes-base.errorTrigger': { color: '#b91c1c', glyph: glyphs.alert, trigger: true },
  'n8n-nodes-base.gmailTrigger': {
    color: '#d93025',
    glyph: glyphs.mail,
    app: 'Gmail',
    trigger: true,
  },
  'n8n-nodes-base.stripeTrigger': { color: '#635bff', mark: 'S', app: 'Stripe', trigger: true },
  'n8n-nodes-base.httpRequest': { color: '#2563eb', glyph: glyphs.globe },
  'n8n-nodes-base.respondToWebhook': { color: '#c2410c', glyph: glyphs.reply },
  'n8n-nodes-base.if': { color: '#15803d', glyph: glyphs.fork },
  'n8n-nodes-base.switch': { color: '#4338ca', glyph: glyphs.fork3 },
  'n8n-nodes-base.filter': { color: '#15803d', glyph: glyphs.funnel },
  'n8n-nodes-base.merge': { color: '#0f766e', glyph: glyphs.merge },
  'n8n-nodes-base.set': { color: '#475569', glyph: glyphs.pen },
  'n8n-nodes-base.code': { color: '#b45309', glyph: glyphs.code },
  'n8n-nodes-base.wait': { color: '#a16207', glyph: glyphs.wait },
  'n8n-nodes-base.splitInBatches': { color: '#0f766e', glyph: glyphs.layers },
  'n8n-nodes-base.extractFromFile': { color: '#0369a1', glyph: glyphs.file },
  'n8n-nodes-base.emailSend': { color: '#0369a1', glyph: glyphs.mail },
  'n8n-nodes-base.gmail': { color: '#d93025', glyph: glyphs.mail, app: 'Gmail' },
  'n8n-nodes-base.slack': { color: '#4a154b', glyph: glyphs.hash, app: 'Slack' },
  'n8n-nodes-base.googleSheets': { color: '#0f9d58', glyph: glyphs.grid, app: 'Google Sheets' },
  'n8n-nodes-base.googleDrive': { color: '#1a73e8', glyph: glyphs.drive, app: 'Google Drive' },
  'n8n-nodes-base.googleCalendar': {
    color: '#1a73e8',
    glyph: glyphs.calendar,
    app: 'Google Calendar',
  },
  'n8n-nodes-base.hubspot': { color: '#ff5c35', glyph: glyphs.sprocket, app: 'HubSpot' },
  'n8n-nodes-base.notion': { color: '#111111', mark: 'N', app: 'Notion' },
  'n8n-nodes-base.linkedIn': { color: '#0a66c2', mark: 'in', app: 'LinkedIn' },
  'n8n-nodes-base.twitter': { color: '#111111', mark: 'X', app: 'X' },
  'n8n-nodes-base.postgres': { color: '#336791', glyph: glyphs.database, app: 'PostgreSQL' },
  'n8n-nodes-base.linear': { color: '#5e6ad2', mark: 'Li', app: 'Linear' },
  'n8n-nodes-base.stripe': { color: '#635bff', glyph: glyphs.card, app: 'Stripe' },
  '@n8n/n8n-nodes-langchain.openAi': { color: '#10a37f', glyph: glyphs.sparkles, app: 'OpenAI' },
  '@n8n/n8n-nodes-langchain.agent': { color: '#7e22ce', glyph: glyphs.robot },
  '@n8n/n8n-nodes-langchain.lmChatOpenAi': {
    color: '#10a37f',
    glyph: glyphs.sparkles,
    app: 'OpenAI',
  },
};

/**
 * The visual for a node type. Unknown types get a neutral box with the first letters of the
 * type's local name (`n8n-nodes-base.airtable` -> `Ai`), so a new node never breaks the build.
 */
export function nodeVisual(type: string): NodeVisual {
  const known = nodeVisuals[type];
  if (known) return known;
  const local = type.split('.').pop() ?? type;
  const mark = local.charAt(0).toUpperCase() + (local.charAt(1) ?? '');
  return { color: '#475569', mark, trigger: /trigger$/i.test(local) };
}

/**
 * The distinct apps a workflow talks to, in node order: `['HubSpot', 'Slack']`.
 * Core nodes (IF, Set, Code, Webhook, ...) are left out.
 */
export function workflowApps(nodes: ReadonlyArray<{ type: string }>): string[] {
  const apps: string[] = [];
  for (const node of nodes) {
    const app = nodeVisuals[node.type]?.app;
    if (app && !apps.includes(app)) apps.push(app);
  }
  return apps;
}

/**
 * The visual of a tool by its product name (`'Slack'`), from the first node type that names it;
 * undefined for a name no node type has.
 */
export function appVisual(app: string): NodeVisual | undefined {
  return Object.values(nodeVisuals).find((v) => v.app === app);
}
