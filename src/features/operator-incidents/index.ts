// The operator-incidents feature's face (decision 032). It offers the browser nothing: what the Worker and other
// features use of it is server-only, in index.server.ts.
export {}
