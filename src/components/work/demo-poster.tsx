/** Local poster for the demo video: an agent workflow on an n8n-style canvas (decorative). */
function DemoPoster({ className }: { className?: string }) {
  const node = 'fill-white/10 stroke-white/30';
  return (
    <svg
      viewBox="0 0 640 360"
      aria-hidden="true"
      focusable="false"
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <pattern id="demo-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" className="fill-white/10" />
        </pattern>
        <linearGradient id="demo-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopOpacity="0.35" className="[stop-color:var(--color-primary)]" />
          <stop offset="1" stopOpacity="0.25" className="[stop-color:var(--color-accent)]" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" className="fill-ink" />
      <rect width="640" height="360" fill="url(#demo-grid)" />
      <rect width="640" height="360" fill="url(#demo-glow)" />
      <g fill="none" strokeWidth="3" className="stroke-white/40">
        <path d="M150 150 C190 150 200 150 250 150" />
        <path d="M390 150 C440 150 440 90 490 90" />
        <path d="M390 150 C440 150 440 210 490 210" />
        <path d="M290 190 C290 230 230 240 230 270" strokeDasharray="6 6" />
        <path d="M320 190 V270" strokeDasharray="6 6" />
        <path d="M350 190 C350 230 410 240 410 270" strokeDasharray="6 6" />
      </g>
      <g strokeWidth="2">
        <rect x="70" y="110" width="80" height="80" rx="18" className={node} />
        <rect
          x="250"
          y="110"
          width="140"
          height="80"
          rx="14"
          className="fill-primary/70 stroke-white/50"
        />
        <rect x="490" y="55" width="70" height="70" rx="14" className={node} />
        <rect x="490" y="175" width="70" height="70" rx="14" className={node} />
        <circle cx="230" cy="295" r="26" className={node} />
        <circle cx="320" cy="295" r="26" className={node} />
        <circle cx="410" cy="295" r="26" className={node} />
      </g>
      <g
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.85"
      >
        <path d="M92 135h36v22h-22l-10 9v-9h-4z" />
        <path d="M300 150l12-18 12 18-12 18zM332 138l8 12-8 12" />
        <path d="M510 80h30M510 90h30M510 100h18" />
        <path d="M510 210l8 8 16-16" />
        <path d="M220 295h20M230 285v20" />
        <path d="M310 288h20v14h-20z" />
        <path d="M402 303l16-16M404 289l12 12" />
      </g>
    </svg>
  );
}

export { DemoPoster };
