// The page's line icons: drawn in the text colour, hidden from screen readers (the control
// beside each one carries the words).
import type { ReactNode } from 'react';

interface LineIconProps {
  size: number;
  viewBox?: string;
  children: ReactNode;
  'data-icon'?: string;
}

function LineIcon({ size, viewBox = '0 0 24 24', children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

const STROKE = { fill: 'none', stroke: 'currentColor' } as const;

export function SearchIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="11" cy="11" r="7" {...STROKE} strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </LineIcon>
  );
}

/** The Filters toggle's funnel. */
export function FilterIcon() {
  return (
    <LineIcon size={20} data-icon="filter">
      <path
        d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z"
        {...STROKE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon size={12} viewBox="0 0 12 12">
      <path
        d="M2.5 4.5 6 8l3.5-3.5"
        {...STROKE}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

export function CopyIcon() {
  return (
    <LineIcon size={14}>
      <rect x="9" y="9" width="11" height="11" rx="2" {...STROKE} strokeWidth="2" />
      <path d="M5 15V5a1 1 0 0 1 1-1h9" {...STROKE} strokeWidth="2" strokeLinecap="round" />
    </LineIcon>
  );
}

export function ExternalIcon() {
  return (
    <LineIcon size={14}>
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        {...STROKE}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

export function LinkIcon() {
  return (
    <LineIcon size={14}>
      <path
        d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
        {...STROKE}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon size={14}>
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        {...STROKE}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

interface SignProps {
  size: number;
  strokeWidth: string;
}

/** A triangle with an exclamation mark. */
export function WarningIcon({ size, strokeWidth }: SignProps) {
  return (
    <LineIcon size={size}>
      <path d="M12 3 2 21h20L12 3Z" {...STROKE} strokeWidth={strokeWidth} strokeLinejoin="round" />
      <path
        d="M12 10v5M12 18v.5"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </LineIcon>
  );
}

/** A circle with an 'i'. */
export function InfoIcon({ size, strokeWidth }: SignProps) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="9.5" {...STROKE} strokeWidth={strokeWidth} />
      <path
        d="M12 11v6M12 7.5V8"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </LineIcon>
  );
}
