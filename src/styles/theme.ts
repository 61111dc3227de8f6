// Design tokens for the always-dark theme. Text colours are chosen for WCAG AA contrast
// (>= 4.5:1) on every surface they sit on; see the ratios noted beside them.
import { byProtocol } from '../shared/tokens';

export const theme = {
  colors: {
    /** Page background (also the manifest's theme colour). */
    bg: '#0b0f1a',
    surface: '#121826',
    surfaceRaised: '#182032',
    surfaceHover: '#1e2740',
    border: '#253047',
    borderStrong: '#34405c',
    /** 15.8:1 on bg. */
    text: '#e6e9f2',
    /** 7.1:1 on surface. */
    textMuted: '#9aa4b8',
    /** 4.9:1 on surface: only for secondary, non-essential text. */
    textSubtle: '#8590a6',
    accent: '#8ea2ff',
    /** White text on it: 5.1:1. */
    primary: '#4f5fe8',
    primaryHover: '#5d6cf0',
    focus: '#9db0ff',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
    skeleton: '#1b2336',
    skeletonHighlight: '#243049',
  },
  /**
   * Badge colours per protocol (the registry's `tone`): light text on a dark tint of the same hue
   * (>= 9:1).
   */
  protocol: byProtocol((entry): { fg: string; bg: string; border: string } => entry.tone),
  space: (n: number): string => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  breakpoints: { sm: '640px', md: '900px', lg: '1200px' },
  media: {
    /** Small screens (phones). */
    sm: '@media (max-width: 640px)',
    md: '@media (max-width: 900px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  shadow: {
    card: '0 1px 0 rgba(255,255,255,0.03) inset, 0 8px 24px rgba(0,0,0,0.25)',
    popover: '0 12px 32px rgba(0,0,0,0.5)',
  },
  layout: { maxWidth: '1120px' },
} as const;

/** The query used by JavaScript (placeholder text) for the same small-screen breakpoint. */
export const SMALL_SCREEN_QUERY = '(max-width: 640px)';
