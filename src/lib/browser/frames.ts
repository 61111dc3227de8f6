/**
 * Runs `callback` once, in a task after `frames` animation frames (the last of them painted), or
 * after `fallbackMs` if the frames do not come (a hidden tab paints none).
 */
export function afterFrames(frames: number, callback: () => void, fallbackMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(fallback);
    callback();
  };
  const fallback = window.setTimeout(run, fallbackMs);
  const waitFor = (left: number) =>
    requestAnimationFrame(() => (left > 1 ? waitFor(left - 1) : window.setTimeout(run, 0)));
  waitFor(frames);
}
