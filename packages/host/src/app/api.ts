// The host's API client: core's client, with a 401 handled by the router instead of a reload.
import { createApiClient } from '@scm/core'
import { expireSession } from './session-expiry'

export const api = createApiClient({ onUnauthorized: expireSession })
