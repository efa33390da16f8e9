import type { Messages } from '@/i18n/catalog';

/** Box of the architecture drawing: a title (product names stay as they are) and a caption. */
function ArchBox({
  x,
  y,
  w,
  title,
  sub,
  accent = false,
}: {
  x: number;
  y: number;
  w: number;
  title: string;
  sub: string;
  accent?: boolean;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={64}
        rx={10}
        fill={accent ? '#fff7ed' : '#ffffff'}
        stroke={accent ? '#c2410c' : '#cbd5e1'}
        strokeWidth={2}
      />
      <text
        x={x + w / 2}
        y={y + 27}
        textAnchor="middle"
        fontSize={16}
        fontWeight={700}
        fill="#0f172a"
      >
        {title}
      </text>
      <text x={x + w / 2} y={y + 48} textAnchor="middle" fontSize={13} fill="#475569">
        {sub}
      </text>
    </g>
  );
}
/** Self-hosted n8n in queue mode, drawn as the architecture we deploy. */
export function SelfHostPicture({ m, label }: { m: Messages; label: string }) {
  const arrow = 'url(#arch-arrow)';
  const line = { stroke: '#94a3b8', strokeWidth: 2.5, fill: 'none', markerEnd: arrow };
  return (
    <svg viewBox="0 0 560 330" role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <marker
          id="arch-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 10 5 0 10z" fill="#94a3b8" />
        </marker>
      </defs>
      <rect width="560" height="330" rx="14" fill="#f8fafc" />
      <ArchBox x={20} y={24} w={160} title="HTTPS proxy" sub={m['servicePage.archProxySub']} />
      <ArchBox x={220} y={24} w={180} title="n8n main" sub={m['servicePage.archMainSub']} accent />
      <ArchBox x={220} y={132} w={180} title="Redis" sub={m['servicePage.archQueueSub']} />
      {[0, 1, 2].map((i) => (
        <ArchBox
          key={i}
          x={20 + i * 180}
          y={240}
          w={160}
          title={`Worker ${i + 1}`}
          sub={m['servicePage.archWorkerSub']}
          accent
        />
      ))}
      <ArchBox x={430} y={132} w={120} title="PostgreSQL" sub="" />
      <text x={490} y={180} textAnchor="middle" fontSize={12} fill="#475569">
        {m['servicePage.archDbSub'].split(',')[0]}
      </text>
      <path d="M180 56 H216" {...line} />
      <path d="M310 88 V128" {...line} />
      <path d="M260 196 C260 220 100 215 100 236" {...line} />
      <path d="M310 196 V236" {...line} />
      <path d="M360 196 C360 220 520 215 520 236" {...line} />
      <path d="M400 56 C460 56 490 80 490 128" {...line} />
    </svg>
  );
}
