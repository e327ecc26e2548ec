// @scm/server: the app factory, the database and the HTTP framework areas build on.
export { createApp, type AppOptions } from './app'
export { readConfig, type ServerConfig } from './config'
export { openDatabase, type Database, type Db } from './db'
export { migrateDatabase } from './db/migrate'
export { prepareDatabase } from './prepare'
export { sendMail, type MailMessage } from './mail'
export * from './http'
// the quality ledger's contract: every quality event is recorded through it (tests record their own)
export { recordQualityEvent, type QualityEvent } from './areas/quality/ledger'
