/** The Worker's bindings and vars, as declared in wrangler.toml. */
export type AppEnv = {
  DB: D1Database
  MEDIA: R2Bucket
  MAILER: SendEmail
  MAIL_FROM: string
  MAIL_TO: string
}
