// What the data worker tells the console. Failures are warnings in every build; progress notes
// (index timings) only in development, so a production console carries nothing of ours but
// real problems.

export type WorkerLog = (event: string, detail?: unknown) => void;

export function createWorkerLog(options: {
  dev: boolean;
  console: Pick<Console, 'warn' | 'debug'>;
}): WorkerLog {
  return (event, detail) => {
    if (event.endsWith('-error')) options.console.warn('[data worker]', event, detail);
    else if (options.dev) options.console.debug('[data worker]', event, detail);
  };
}
