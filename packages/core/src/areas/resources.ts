import type { ResourceDef } from '../resource/types'
import { bulletinResources } from './bulletin/resources'
import { catalogueResources } from './catalogue/resources'
import { crmResources } from './crm/resources'
import { equipResources } from './equip/resources'
import { filesResources } from './files/resources'
import { qualityResources } from './quality/resources'
import { sysmanageResources } from './sysmanage/resources'

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
  ...filesResources,
]

export function resourceByName(name: string): ResourceDef | undefined {
  return resources.find((def) => def.name === name)
}
