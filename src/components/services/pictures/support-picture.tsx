import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../../shared/i18n/locales';
import { formatFacts } from '@/lib/facts';

/** A monitoring view: the uptime target, executions per day (failed in red) and the Slack alert. */
export function SupportPicture({
  locale,
  m,
  label,
}: {
  locale: Locale;
  m: Messages;
  label: string;
}) {
  const runs = [42, 48, 45, 51, 39, 20, 18, 47, 53, 50, 49, 55, 24, 21];
  const failed = [0, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0];
  const max = 60;
  return (
    <svg viewBox="0 0 560 330" role="img" aria-label={label} className="h-auto w-full">
      <rect width="560" height="330" rx="14" fill="#f8fafc" />
      <rect
        x="20"
        y="20"
        width="176"
        height="90"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="36" y="48" fontSize="13" fill="#475569">
        {m['servicePage.monitorUptime']}
      </text>
      <text x="36" y="90" fontSize="32" fontWeight="800" fill="#15803d">
        {formatFacts(locale).uptime}
      </text>
      <rect
        x="212"
        y="20"
        width="328"
        height="190"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="228" y="48" fontSize="14" fill="#475569">
        {m['servicePage.monitorExecutions']}
      </text>
      {runs.map((n, i) => {
        const h = (n / max) * 130;
        const f = (failed[i] / max) * 130 * 4;
        return (
          <g key={i}>
            <rect
              x={230 + i * 21.5}
              y={196 - h}
              width="14"
              height={h}
              rx="3"
              fill="#c2410c"
              opacity="0.85"
            />
            {failed[i] > 0 && (
              <rect
                x={230 + i * 21.5}
                y={196 - h - f}
                width="14"
                height={f}
                rx="3"
                fill="#b91c1c"
              />
            )}
          </g>
        );
      })}
      <rect
        x="20"
        y="126"
        width="176"
        height="84"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="36" y="154" fontSize="14" fill="#475569">
        {m['servicePage.monitorFailed']}
      </text>
      <text x="36" y="194" fontSize="32" fontWeight="800" fill="#b91c1c">
        4
      </text>
      <rect
        x="20"
        y="228"
        width="520"
        height="82"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <rect x="36" y="248" width="40" height="40" rx="8" fill="#4a154b" />
      <text x="56" y="276" textAnchor="middle" fontSize="22" fontWeight="800" fill="#ffffff">
        #
      </text>
      <text x="92" y="262" fontSize="15" fontWeight="700" fill="#0f172a">
        {m['servicePage.monitorAlert']}
      </text>
      <text x="92" y="286" fontSize="14" fill="#475569">
        {m['servicePage.monitorAlertText']}
      </text>
    </svg>
  );
}
