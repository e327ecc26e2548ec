// Live security level of a new password, asked from the server (USER_PATHS.passwordLevel)
// so the client and the server judge a password the same way.
import { useEffect, useState } from 'react'
import { USER_PATHS } from '@scm/core/user'
import { api } from '../../app/api'

export interface PasswordLevel {
  level: number
  text: string
  minLevel: number
}

export function usePasswordLevel(password: string, delay = 250): PasswordLevel | null {
  const [level, setLevel] = useState<PasswordLevel | null>(null)
  useEffect(() => {
    if (!password) {
      setLevel(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      api
        .post<PasswordLevel>(USER_PATHS.passwordLevel, { password }, { silent: true })
        .then((answer) => {
          if (current) setLevel(answer)
        })
        .catch(() => {
          if (current) setLevel(null)
        })
    }, delay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, delay])
  return level
}
