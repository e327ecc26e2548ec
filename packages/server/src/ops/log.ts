import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino'
import type { LogLevel } from '../config'

export type { Logger }

/**
 * THE request log: one JSON object a line on standard output (pino), at SCM_LOG_LEVEL (tests:
 * silent). `destination` replaces standard output (tests read the lines written).
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = { level, timestamp: stdTimeFunctions.isoTime, base: { pid: process.pid } }
  return destination ? pino(options, destination) : pino(options)
}
