// Names shared by the data worker (which owns the database) and the page (which only asks
// whether it exists, to tell a first visit from a repeat visit).

/** The IndexedDB database of the data worker (workers/db.ts). */
export const DB_NAME = 'bridge-please';
