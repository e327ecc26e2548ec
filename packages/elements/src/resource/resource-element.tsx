import type { ResourceDef } from '@scm/core'
import { defineElement, type ElementContract, type ElementTag } from '../runtime'
import { ResourceList } from './resource-list'

interface ResourceScreenProps {
  pageSize?: number
}

/** The screen component of a generated resource element (props: page-size). */
export function resourceScreen(def: ResourceDef) {
  function ResourceScreen({ pageSize }: ResourceScreenProps) {
    return <ResourceList def={def} pageSize={pageSize} />
  }
  ResourceScreen.displayName = `ResourceScreen(${def.name})`
  return ResourceScreen
}

/**
 * Defines `tag` as the generated list screen of a resource, for pages that assemble elements at
 * run time. The product screens call defineElement with a literal contract instead (see
 * areas/<area>/*.element.tsx): the build reads that literal into custom-elements.json.
 */
export function defineResourceElement(tag: ElementTag, def: ResourceDef, contract?: ElementContract<ResourceScreenProps>) {
  return defineElement(tag, resourceScreen(def), {
    description: `${def.title}列表（由资源定义生成）`,
    attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
    events: { 'scm-change': '保存或删除后，detail 为 {entity, action, id | ids}' },
    ...contract,
  })
}
