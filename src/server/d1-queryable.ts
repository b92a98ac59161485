/**
 * What a repository needs of D1: to prepare statements and batch them. Both the binding
 * (`D1Database`) and one of its sessions (`D1DatabaseSession`, decision 024's read replication) have
 * it, so a page's reads can go through the request's session. Code that runs `exec`, `dump` or
 * opens sessions itself (migrations, scripts, the request's database) keeps `D1Database`.
 */
export type D1Queryable = Pick<D1Database, 'prepare' | 'batch'>
