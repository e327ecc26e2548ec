import { useEffect, useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import type { Option } from '../../ui/select'
import { Switch } from '../../ui/switch'
import { buttonRow, heading, muted, screen, splitPane, denseSubheading } from '../../ui/layout'
import { useCan } from '../../resource/grants'
import { useLoad } from '../../list/use-load'
import { UserPicker, type SimpleUser } from './shared/user-picker'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/msgacceptuser 模板消息管理: the system's notice templates (order published, batch
// overdue, inspection failed…), each switched on or off, and who receives it.

const FN = 'sysmanage_msgacceptuser'

interface Template {
  code: string
  name: string
  remark: string
  enabled: boolean
  receiver_count: number
}

interface Receiver {
  userid: number
  usercode: string
  UserName: string
  dept_name: string
  email: string
  wx_bound: boolean
}

function Receivers({ template, canEdit, onSaved }: { template: Template; canEdit: boolean; onSaved: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const saved = useLoad((a) => a.get<Receiver[]>(SYSMANAGE_PATHS.msgReceivers, { query: { templateCode: template.code }, timestamp: true }), template.code)
  const [receivers, setReceivers] = useState<Receiver[]>([])
  const [picked, setPicked] = useState<{ option: Option; user: SimpleUser } | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => setReceivers(saved.data ?? []), [saved.data])
  const remove = useRef((_r: Receiver) => {})
  remove.current = (r) => setReceivers((list) => list.filter((x) => x.userid !== r.userid))
  const columns = useMemo<Column<Receiver>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 100 },
      { key: 'UserName', title: '姓名', width: 90 },
      { key: 'dept_name', title: '部门' },
      { key: 'email', title: '邮箱' },
      { key: 'wx_bound', title: '微信', width: 60, render: (r) => (r.wx_bound ? '已绑定' : '未绑定') },
      ...(canEdit
        ? [
            actionsColumn<Receiver>(
              (r: Receiver) => (
                <>
                  <Button variant="text" aria-label={`移除接收人 ${r.UserName}`} onClick={() => remove.current(r)}>
                    移除
                  </Button>
                </>
              ),
              { width: 70, align: 'center' },
            ),
          ]
        : []),
    ],
    [canEdit],
  )
  const add = () => {
    if (!picked) return
    const { user } = picked
    if (!receivers.some((r) => r.userid === user.userid))
      setReceivers((list) => [...list, { userid: user.userid, usercode: user.usercode, UserName: user.UserName, dept_name: user.dept_name, email: '', wx_bound: false }])
    setPicked(null)
  }
  const dirty = JSON.stringify(receivers.map((r) => r.userid).sort()) !== JSON.stringify((saved.data ?? []).map((r) => r.userid).sort())
  const save = async () => {
    setSaving(true)
    try {
      await api.post(SYSMANAGE_PATHS.saveMsgReceivers, { templateCode: template.code, userIds: receivers.map((r) => r.userid) }, { successMessage: true })
      emit('scm-change', { entity: 'msg_template', action: 'receivers', id: template.code })
      saved.reload()
      onSaved()
    } catch {
      // the client showed why
    } finally {
      setSaving(false)
    }
  }
  return (
    <div>
      <h3 className={denseSubheading}>“{template.name}”的接收人</h3>
      {canEdit ? (
        <div className={buttonRow}>
          <UserPicker label="添加接收人" value={picked?.option ?? null} onChange={(option, user) => setPicked(option && user ? { option, user } : null)} isCustomer="0" />
          <Button onClick={add} disabled={!picked}>
            添加
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={saving} disabled={!dirty}>
            保存接收人
          </Button>
        </div>
      ) : null}
      <DataTable<Receiver> caption={`${template.name}的接收人`} columns={columns} rowKey="userid" rows={receivers} total={receivers.length} loading={saved.loading} pagination={false} columnSettings={false} />
    </div>
  )
}

function MsgAcceptUser() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const templates = useLoad((a) => a.get<Template[]>(SYSMANAGE_PATHS.msgTemplates, { timestamp: true }), 'templates')
  const [chosenCode, setChosenCode] = useState<string | null>(null)
  const chosen = templates.data?.find((t) => t.code === chosenCode) ?? null
  const actions = useRef({ choose: (_t: Template) => {}, toggle: (_t: Template, _on: boolean) => {}, canEdit: false, chosen: null as string | null })
  const toggle = async (t: Template, enabled: boolean) => {
    try {
      await api.post(SYSMANAGE_PATHS.saveMsgTemplate, { code: t.code, enabled, remark: t.remark }, { successMessage: true })
      emit('scm-change', { entity: 'msg_template', action: enabled ? 'enable' : 'disable', id: t.code })
    } catch {
      // the client showed why
    }
    templates.reload()
  }
  actions.current = { choose: (t) => setChosenCode(t.code), toggle: (t, on) => void toggle(t, on), canEdit: can('edit'), chosen: chosenCode }
  const columns = useMemo<Column<Template>[]>(
    () => [
      {
        key: 'name',
        title: '消息模板',
        render: (t) => (
          <Button variant="text" aria-pressed={actions.current.chosen === t.code} aria-label={`设置接收人 ${t.name}`} onClick={() => actions.current.choose(t)}>
            {t.name}
          </Button>
        ),
      },
      { key: 'receiver_count', title: '接收人', width: 60, align: 'center' },
      {
        key: 'enabled',
        title: '启用',
        width: 70,
        align: 'center',
        render: (t) => <Switch aria-label={`启用 ${t.name}`} checked={t.enabled} disabled={!actions.current.canEdit} onCheckedChange={(on) => actions.current.toggle(t, on)} />,
      },
    ],
    [],
  )
  return (
    <section className={screen} aria-label="模板消息管理">
      <h2 className={heading}>模板消息管理</h2>
      <div className={splitPane}>
        <DataTable<Template> caption="消息模板列表" columns={columns} rowKey="code" rows={templates.data ?? []} total={templates.data?.length ?? 0} loading={templates.loading} pagination={false} columnSettings={false} />
        {chosen ? (
          <Receivers key={chosen.code} template={chosen} canEdit={can('edit')} onSaved={templates.reload} />
        ) : (
          <p className={muted}>在左侧选择一个消息模板，设置由谁接收该通知（停用的模板不发送）。</p>
        )}
      </div>
    </section>
  )
}

defineElement('scm-msg-accept-user', MsgAcceptUser, {
  description: '模板消息管理：系统通知模板（订单发布、批次逾期、来料不合格、索赔、派工、投诉、审批待办等）的启用与接收人',
  attributes: {},
  events: { 'scm-change': '模板启停或接收人保存后，detail 为 {entity:"msg_template", action, id}' },
})
