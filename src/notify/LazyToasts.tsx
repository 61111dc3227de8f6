// Mounts the toast stack (./Toasts, the react-toastify door) once start-up has settled, or as
// soon as a toast is asked for. Until then ./notify queues messages, so none is lost.
import { Suspense, useEffect, useState } from 'react';
import { afterStartup } from '../lib/after-first-paint';
import { onQueued } from './notify';
import { preloadable } from '../lib/preloadable';

const Toasts = preloadable(() => import('./Toasts').then((module) => module.Toasts));

export function LazyToasts() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const cancelIdle = afterStartup(want);
    const unsubscribe = onQueued(want);
    return () => {
      cancelIdle();
      unsubscribe();
    };
  }, [wanted]);

  // The stack is fixed-position, so mounting it later moves nothing on the page.
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
