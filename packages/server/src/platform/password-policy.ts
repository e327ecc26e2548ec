import type { Db } from '../db'
import { refuse } from '../http/envelope'
import { readNumberParam } from './params'
import { DEFAULT_MIN_LEVEL, MAX_PASSWORD_LENGTH, passwordLevel } from '../identity/password'

/** Minimum strength a new password needs (sys_param pwd_min_level, 0…3). */
export async function minPasswordLevel(db: Db): Promise<number> {
  const level = await readNumberParam(db, 'pwd_min_level', DEFAULT_MIN_LEVEL)
  return Math.min(3, Math.max(0, Math.round(level)))
}

/** Refuses (400) a new password that is too long or weaker than the policy. */
export async function assertAcceptablePassword(db: Db, password: string): Promise<void> {
  if (password.length > MAX_PASSWORD_LENGTH) refuse(`请输入${MAX_PASSWORD_LENGTH}个字符以内的新密码`)
  const min = await minPasswordLevel(db)
  if (passwordLevel(password) < min) {
    refuse(min >= 3 ? '新密码强度不足，请使用至少8位且包含大写字母、小写字母、数字、符号中三种的密码' : '新密码强度不足，请使用至少6位且包含字母、数字或符号中两种的密码')
  }
}
