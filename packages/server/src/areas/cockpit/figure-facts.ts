import { FIGURES } from '@scm/core/cockpit'
import type { FigureFacts } from './facts'
import { maintenanceFacts } from './facts-maintenance'
import { purchasingFacts } from './facts-purchasing'
import { qualityFacts } from './facts-quality'
import { serviceFacts } from './facts-service'

/** Each core figure's facts: one entry per definition (figures.test.ts holds them to each other). */
export const FIGURE_FACTS: Readonly<Record<string, FigureFacts>> = { ...qualityFacts, ...purchasingFacts, ...serviceFacts, ...maintenanceFacts }

export function figureFacts(id: string): FigureFacts {
  const facts = FIGURE_FACTS[id]
  if (!facts) throw new Error(`cockpit figure ${id} has no facts`)
  return facts
}

/** Figures defined in core without facts here (none: a test holds it so). */
export const figuresWithoutFacts = () => FIGURES.filter((f) => !FIGURE_FACTS[f.id]).map((f) => f.id)
