// ISO 2859-1 switching rules (clause 9, Figure 1): which severity the next lot of a supplier ×
// material is inspected on, from the results of the lots before it. Plain JSON state, pure functions.
import type { LotResult } from './sampling'
import type { SwitchingSeverity } from './sampling-terms'

/**
 * The switching state of one supplier × material (× AQL/level, as the server chooses), plain JSON:
 *
 *   { "severity": "normal" | "tightened" | "reduced" | "discontinued",
 *     "recent": [true, false, …],   // accepted? of the last ≤ 5 original lots on this severity, oldest first
 *     "score": 0,                   // switching score, normal inspection only (9.3.3.2)
 *     "tightenedRejects": 0 }       // lots not accepted since tightened inspection began (9.4)
 *
 * Start with initialSwitchingState() (normal, clause 9.1); feed every original lot (not
 * resubmitted ones) in order to nextSeverity.
 */
export interface SwitchingState {
  severity: SwitchingSeverity
  recent: boolean[]
  score: number
  tightenedRejects: number
}

/** Clause 9.1: normal inspection at the start. */
export function initialSwitchingState(): SwitchingState {
  return { severity: 'normal', recent: [], score: 0, tightenedRejects: 0 }
}

const fresh = (severity: SwitchingSeverity, tightenedRejects = 0): SwitchingState => ({
  severity,
  recent: [],
  score: 0,
  tightenedRejects,
})

/**
 * The state after one more original lot:
 * - normal → tightened when 2 of 5 or fewer consecutive lots are not accepted (9.3.1);
 * - normal → reduced when the switching score reaches 30, production is steady and the
 *   responsible authority approves (9.3.3). Score (9.3.3.2, single sampling): Ac ≥ 2 → +3 if the
 *   lot would have been accepted at the AQL one step tighter, else 0; Ac 0 or 1 → +2 if accepted,
 *   else 0. It starts at 0 with each spell of normal inspection;
 * - tightened → normal after 5 consecutive lots accepted (9.3.2);
 * - tightened → discontinued when the lots not accepted on tightened reach 5 (9.4);
 * - reduced → normal when a lot is not accepted, or production is no longer steady, or the
 *   approval is withdrawn (9.3.4);
 * - discontinued stays so until resumeInspection.
 */
export function nextSeverity(state: SwitchingState, lot: LotResult): SwitchingState {
  switch (state.severity) {
    case 'normal': {
      const recent = [...state.recent, lot.accepted].slice(-5)
      if (recent.filter((accepted) => !accepted).length >= 2) return fresh('tightened')
      const score =
        lot.ac >= 2 ? (lot.accepted && lot.acceptedAtTighterAql ? state.score + 3 : 0) : lot.accepted ? state.score + 2 : 0
      if (score >= 30 && lot.productionSteady && lot.reducedApproved) return fresh('reduced')
      return { severity: 'normal', recent, score, tightenedRejects: 0 }
    }
    case 'tightened': {
      const tightenedRejects = state.tightenedRejects + (lot.accepted ? 0 : 1)
      if (tightenedRejects >= 5) return fresh('discontinued', tightenedRejects)
      const recent = [...state.recent, lot.accepted].slice(-5)
      if (recent.length === 5 && recent.every(Boolean)) return fresh('normal')
      return { severity: 'tightened', recent, score: 0, tightenedRejects }
    }
    case 'reduced':
      if (!lot.accepted || !lot.productionSteady || !lot.reducedApproved) return fresh('normal')
      return { severity: 'reduced', recent: [...state.recent, true].slice(-5), score: 0, tightenedRejects: 0 }
    case 'discontinued':
      return { ...state, recent: [...state.recent] }
  }
}

/**
 * Clause 9.4: after the supplier has improved, inspection resumes on tightened inspection as if
 * 9.3.1 had been invoked. Other states are returned unchanged.
 */
export function resumeInspection(state: SwitchingState): SwitchingState {
  return state.severity === 'discontinued' ? fresh('tightened') : state
}

/** Reads a stored state back (unknown JSON), falling back to the initial state when malformed. */
export function readSwitchingState(json: unknown): SwitchingState {
  const s = json as Partial<SwitchingState> | null
  if (
    !s ||
    typeof s !== 'object' ||
    !(s.severity === 'normal' || s.severity === 'tightened' || s.severity === 'reduced' || s.severity === 'discontinued') ||
    !Array.isArray(s.recent) ||
    !s.recent.every((r) => typeof r === 'boolean') ||
    typeof s.score !== 'number' ||
    typeof s.tightenedRejects !== 'number'
  )
    return initialSwitchingState()
  return { severity: s.severity, recent: s.recent.slice(-5), score: s.score, tightenedRejects: s.tightenedRejects }
}
