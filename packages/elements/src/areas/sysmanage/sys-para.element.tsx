import { sysParaResource } from '@scm/core/sysmanage'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /sysmanage/syspara 系统参数 — the list, form and detail generated from the core definition.
const SysParaScreen = resourceScreen(sysParaResource)

defineElement('scm-sys-para', SysParaScreen, {
  description: '系统参数：维护系统参数编码、参数值与说明（如收货免检 rcv_skip_check）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
