import { describe, expect, it } from 'vitest'
import { SEVERITY_LABELS, initialSwitchingState, judgeLot, nextSeverity, readSwitchingState, resumeInspection, type LotResult, type SwitchingState } from '.'

const steady = { productionSteady: true, reducedApproved: true }
const lot = (accepted: boolean, more: Partial<LotResult> = {}): LotResult => ({ accepted, ac: 1, ...steady, ...more })
const run = (state: SwitchingState, lots: LotResult[]) => lots.reduce(nextSeverity, state)

describe('switching rules (clause 9)', () => {
  it('labels', () => {
    expect(SEVERITY_LABELS).toEqual({ normal: '正常检验', tightened: '加严检验', reduced: '放宽检验', discontinued: '停止检验' })
  })

  it('normal → tightened when 2 of 5 or fewer consecutive lots are not accepted', () => {
    const s0 = initialSwitchingState()
    expect(run(s0, [lot(false), lot(false)]).severity).toBe('tightened')
    expect(run(s0, [lot(false), lot(true), lot(true), lot(true), lot(false)]).severity).toBe('tightened')
    // 6 apart: not within 5 consecutive lots.
    expect(run(s0, [lot(false), lot(true), lot(true), lot(true), lot(true), lot(false)])).toMatchObject({
      severity: 'normal',
      recent: [true, true, true, true, false],
    })
  })

  it('tightened → normal after 5 consecutive accepted', () => {
    const t = run(initialSwitchingState(), [lot(false), lot(false)])
    const four = run(t, [lot(true), lot(true), lot(true), lot(true)])
    expect(four.severity).toBe('tightened')
    expect(nextSeverity(four, lot(true))).toEqual(initialSwitchingState())
    // A reject breaks the run.
    expect(run(t, [lot(true), lot(true), lot(false), lot(true), lot(true)]).severity).toBe('tightened')
  })

  it('tightened → discontinued when 5 lots are not accepted on tightened; resumes on tightened', () => {
    const t = run(initialSwitchingState(), [lot(false), lot(false)])
    const four = run(t, [lot(false), lot(true), lot(false), lot(true), lot(false), lot(false)])
    expect(four).toMatchObject({ severity: 'tightened', tightenedRejects: 4 })
    const stopped = nextSeverity(four, lot(false))
    expect(stopped).toMatchObject({ severity: 'discontinued', tightenedRejects: 5 })
    expect(SEVERITY_LABELS[stopped.severity]).toBe('停止检验')
    expect(nextSeverity(stopped, lot(true)).severity).toBe('discontinued')
    expect(resumeInspection(stopped)).toEqual({ severity: 'tightened', recent: [], score: 0, tightenedRejects: 0 })
  })

  it('switching score: +2 per accepted lot at Ac 0/1, +3 at Ac ≥ 2 when accepted one AQL step tighter; 30 → reduced', () => {
    const s0 = initialSwitchingState()
    const fourteen = run(s0, Array.from({ length: 14 }, () => lot(true)))
    expect(fourteen).toMatchObject({ severity: 'normal', score: 28 })
    expect(nextSeverity(fourteen, lot(true))).toEqual({ severity: 'reduced', recent: [], score: 0, tightenedRejects: 0 })
    const ten = run(s0, Array.from({ length: 10 }, () => lot(true, { ac: 3, acceptedAtTighterAql: true })))
    expect(ten.severity).toBe('reduced')
    // Ac ≥ 2, accepted but not at the tighter AQL: back to 0.
    expect(nextSeverity(fourteen, lot(true, { ac: 2, acceptedAtTighterAql: false })).score).toBe(0)
    // A reject at Ac 0/1 resets it too.
    expect(nextSeverity(fourteen, lot(false)).score).toBe(0)
    // Score 30 without steady production or approval: stay normal, keep counting.
    const held = nextSeverity(fourteen, lot(true, { productionSteady: false }))
    expect(held).toMatchObject({ severity: 'normal', score: 30 })
    expect(nextSeverity(held, lot(true)).severity).toBe('reduced')
  })

  it('judgeLot reads "one step tighter" in Table 2-A at the same sample size', () => {
    // Lot 3000, level II → K (n = 125); AQL 2.5 → 7/8; one step tighter (1.5) → 5/6.
    const input = { lotSize: 3000, level: 'II', aql: 2.5, severity: 'normal' } as const
    expect(judgeLot(input, 5, steady).lot).toEqual({ accepted: true, ac: 7, acceptedAtTighterAql: true, ...steady })
    expect(judgeLot(input, 6, steady).lot).toMatchObject({ accepted: true, acceptedAtTighterAql: false })
    expect(judgeLot(input, 8, steady).lot).toMatchObject({ accepted: false, acceptedAtTighterAql: false })
    // Ac 0/1: no tighter reading needed.
    expect(judgeLot({ ...input, aql: 0.1 }, 0, steady).lot).toEqual({ accepted: true, ac: 0, ...steady })
    // Up-arrow plan (K at 25 → H, n = 50, 21/22): tighter is H at 15 → 14/15.
    expect(judgeLot({ ...input, aql: 25 }, 14, steady).lot.acceptedAtTighterAql).toBe(true)
    expect(judgeLot({ ...input, aql: 25 }, 15, steady).lot.acceptedAtTighterAql).toBe(false)
  })

  it('reduced → normal on a rejected lot, or when production or approval stops', () => {
    const reduced = run(initialSwitchingState(), Array.from({ length: 15 }, () => lot(true)))
    expect(reduced.severity).toBe('reduced')
    expect(nextSeverity(reduced, lot(true)).severity).toBe('reduced')
    expect(nextSeverity(reduced, lot(false))).toEqual(initialSwitchingState())
    expect(nextSeverity(reduced, lot(true, { productionSteady: false })).severity).toBe('normal')
    expect(nextSeverity(reduced, lot(true, { reducedApproved: false })).severity).toBe('normal')
  })

  it('state round-trips through JSON; malformed JSON reads as the initial state', () => {
    const s = run(initialSwitchingState(), [lot(true), lot(false), lot(true)])
    expect(readSwitchingState(JSON.parse(JSON.stringify(s)))).toEqual(s)
    expect(readSwitchingState(null)).toEqual(initialSwitchingState())
    expect(readSwitchingState({ severity: 'loose', recent: [], score: 0, tightenedRejects: 0 })).toEqual(initialSwitchingState())
    // pure: the input state is not changed
    const before = JSON.stringify(s)
    nextSeverity(s, lot(false))
    expect(JSON.stringify(s)).toBe(before)
  })
})
