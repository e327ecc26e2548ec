import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/technical_quality_agreement 技术质量协议 (agreement-screen.tsx).
const AgreementScreen = lazyPart(
  'AgreementScreen',
  () => import('./agreement-screen').then((m) => m.AgreementScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-technical-quality-agreement', AgreementScreen, {
  description: '技术质量协议：按供应商维护协议文件、有效期、PPM目标与索赔规则，供应商确认本方协议，临近到期标记',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的协议 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
