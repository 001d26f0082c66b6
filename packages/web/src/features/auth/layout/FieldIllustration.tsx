/** Decorative drawing of crop plots ("talhões") under a low sun, for the public pages' side panel. */
export function FieldIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="talhao-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#talhao-sky)" />
      <circle cx="300" cy="92" r="38" fill="#fde68a" fillOpacity="0.9" />
      <path d="M0 170 C80 140 160 150 230 160 S350 150 400 140 V300 H0 Z" fill="#ffffff" fillOpacity="0.12" />
      <path d="M0 190 L170 160 L260 300 H0 Z" fill="#bbf7d0" fillOpacity="0.35" />
      <path d="M170 160 L300 150 L400 185 V300 H260 Z" fill="#fef3c7" fillOpacity="0.3" />
      <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2" fill="none">
        <path d="M20 200 L180 172" />
        <path d="M10 225 L195 192" />
        <path d="M0 252 L212 216" />
        <path d="M0 282 L232 244" />
        <path d="M200 168 L400 196" />
        <path d="M215 188 L400 222" />
        <path d="M232 214 L400 250" />
        <path d="M250 242 L400 278" />
      </g>
      <g fill="#ffffff" fillOpacity="0.8">
        <path d="M92 150 q6 -16 0 -30 q-6 14 0 30 Z" />
        <path d="M92 150 q14 -8 20 -22 q-16 4 -20 22 Z" />
        <path d="M92 150 q-14 -8 -20 -22 q16 4 20 22 Z" />
        <rect x="91" y="148" width="2" height="12" />
      </g>
    </svg>
  );
}
