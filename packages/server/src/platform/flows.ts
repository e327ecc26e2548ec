import type { Db } from '../db'

/**
 * The approval engine as the platform sees it. The wf area registers itself here, so the
 * document kit can start flows and hear their end without importing an area.
 */
export interface FlowEngine {
  start(db: Db, input: { flowCode: string; recordType: string; recordId: number; starter: number; title: string }): Promise<unknown>
  onFinished(recordType: string, listener: (db: Db, end: { recordId: string; status: string; userid: number; userName: string }) => Promise<void>): void
  /** Approves the running flow of a record as `user` (demo data: the step a user takes in 我的待办); none running: nothing. */
  approveRecord(db: Db, input: { recordType: string; recordId: number | string; user: { userid: number; usercode?: string; UserName?: string }; opinion: string }): Promise<void>
  /** Writes the demo approval flows, for an area whose demo seed needs them before the wf area's own seed ran. */
  seedDemoFlows(db: Db): Promise<void>
}

let engine: FlowEngine | undefined
const waiting: [string, Parameters<FlowEngine['onFinished']>[1]][] = []

export function registerFlowEngine(e: FlowEngine): void {
  engine = e
  for (const [type, listener] of waiting.splice(0)) e.onFinished(type, listener)
}

export function flowEngine(): FlowEngine {
  if (!engine) throw new Error('approval engine not registered')
  return engine
}

/** Listen for the end of flows of a record type (registered now or once the engine is). */
export function onFlowEnd(recordType: string, listener: Parameters<FlowEngine['onFinished']>[1]): void {
  if (engine) engine.onFinished(recordType, listener)
  else waiting.push([recordType, listener])
}
