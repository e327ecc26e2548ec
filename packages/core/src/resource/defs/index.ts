import type { ResourceDef } from '../types'
import { bulletinResources } from './bulletin'
import { catalogueResources } from './catalogue'
import { crmResources } from './crm'
import { equipResources } from './equip'
import { fileSystemResources } from './fileSystem'
import { qualityResources } from './quality'
import { sysmanageResources } from './sysmanage'

export * from './bulletin'
export * from './catalogue'
export * from './crm'
export * from './review'
export * from './equip'
export * from './fileSystem'
export * from './quality'
export * from './sysmanage'
export * from './vehicle'
export { phoneRule } from './fields'

/**
 * Every resource definition of the portal. The server mounts endpoints for each, the conformance
 * suites run over each; a new entity is added here (and in its area's schema, routes and screen).
 */
export const resources: readonly ResourceDef[] = [
  ...sysmanageResources,
  ...qualityResources,
  ...equipResources,
  ...bulletinResources,
  ...crmResources,
  ...catalogueResources,
  ...fileSystemResources,
]

export function resourceByName(name: string): ResourceDef | undefined {
  return resources.find((def) => def.name === name)
}
