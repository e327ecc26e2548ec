// Live security level of a new password, asked from the server (POST /api/User/getPwdSecurtyLevel)
// so the client and the server judge a password the same way.
import { useEffect, useState } from 'react'
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
        .post<PasswordLevel>('/api/User/getPwdSecurtyLevel', { password }, { silent: true })
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
