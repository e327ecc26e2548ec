import { useEffect, useState } from 'react'
import { useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { Select } from '../../../ui/select'
import { buttonRow, muted } from '../../../ui/layout'
import { useLoad } from '../../../list/use-load'
import { USER_PATHS } from '@scm/core/user'

interface Policy {
  minLevel: number
  levels: { level: number; text: string; rule: string }[]
}

/** 密码强度要求: the lowest strength a new password must reach (everyone's, set by an admin). */
export function PasswordPolicy({ canEdit }: { canEdit: boolean }) {
  const api = useApi()
  const emit = useEmit()
  const policy = useLoad((a) => a.get<Policy>(USER_PATHS.passwordPolicy, { timestamp: true }), 'policy')
  const [level, setLevel] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => setLevel(policy.data ? String(policy.data.minLevel) : null), [policy.data])
  const items = (policy.data?.levels ?? []).map((l) => ({ value: String(l.level), label: `${l.text}：${l.rule}` }))
  const save = async () => {
    setSaving(true)
    try {
      await api.post(USER_PATHS.savePasswordPolicy, { minLevel: Number(level) }, { successMessage: true })
      emit('scm-change', { entity: 'password_policy', action: 'edit', minLevel: Number(level) })
      policy.reload()
    } catch {
      // the client showed why
    } finally {
      setSaving(false)
    }
  }
  return (
    <div>
      <p className={muted}>新设置或重置的密码须达到以下强度（已有密码不受影响）。</p>
      <div className={buttonRow}>
        <Select aria-label="最低密码强度" items={items} value={level} disabled={!canEdit} onValueChange={setLevel} />
        {canEdit ? (
          <Button variant="primary" onClick={() => void save()} loading={saving} disabled={level === null || level === String(policy.data?.minLevel)}>
            保存
          </Button>
        ) : null}
      </div>
    </div>
  )
}
