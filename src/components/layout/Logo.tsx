/** The app mark: two chains joined by an arc. Decorative; the button around it is labelled. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient
          id="logo-gradient"
          x1="0"
          y1="0"
          x2="36"
          y2="36"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#8ea2ff" />
          <stop offset="1" stopColor="#67e8f9" />
        </linearGradient>
      </defs>
      <rect x="0.5" y="0.5" width="35" height="35" rx="10" fill="#121a33" stroke="#2b3760" />
      <path
        d="M8 24c2.5-7 6-10.5 10-10.5S25.5 17 28 24"
        fill="none"
        stroke="url(#logo-gradient)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="8" cy="24" r="3" fill="#8ea2ff" />
      <circle cx="28" cy="24" r="3" fill="#67e8f9" />
    </svg>
  );
}
