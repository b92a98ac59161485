// The owner-admin feature's server-only face (decision 032): the Worker loads it, the browser never does.
// Its work is reached through owner-admin.functions.ts (decision 033); nothing else is mounted.
export {}
