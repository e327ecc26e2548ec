// Device mode (spec §4): mobile below 768 px wide, desktop otherwise; follows window resizes.
import { useSyncExternalStore } from 'react'

export type DeviceMode = 'desktop' | 'mobile'

export const MOBILE_QUERY = '(max-width: 767px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useDevice(): DeviceMode {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  )
}
