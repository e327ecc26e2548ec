import { maintenanceFigures } from './figures-maintenance'
import { purchasingFigures, reconciliationFigures } from './figures-purchasing'
import { qualityFigures } from './figures-quality'
import { serviceFigures } from './figures-service'
import type { FigureDef } from './types'

/** Every figure, in the order cockpits show them. */
export const FIGURES: readonly FigureDef[] = [...qualityFigures, ...purchasingFigures, ...reconciliationFigures, ...serviceFigures, ...maintenanceFigures]

const byId = new Map(FIGURES.map((f) => [f.id, f]))

export function figureById(id: string): FigureDef | undefined {
  return byId.get(id)
}

/** The cockpit of each role that has one: its title (the roles' figures are those naming the role). */
export const COCKPITS: Readonly<Record<string, string>> = {
  quality: '质量驾驶舱',
  buyer: '采购驾驶舱',
  service: '服务驾驶舱',
  workshop: '设备驾驶舱',
  technician: '设备驾驶舱',
  supplier: '供应商记分卡',
}

/** The figures of a role's cockpit, in order. */
export function figuresOfRole(role: string): FigureDef[] {
  return FIGURES.filter((f) => f.roles.includes(role))
}

/** The cockpit calls (issue 40; not in the spec, named in its style). */
export const COCKPIT_PATHS = {
  figures: '/api/Cockpit/GetFigures',
  records: '/api/Cockpit/GetFigureRecords',
} as const

/** The system parameter that overrides a figure's default target. */
export const targetParamKey = (figureId: string) => `cockpit_target_${figureId}`
