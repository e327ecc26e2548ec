import { keyRouteDocument } from '@scm/core/business'
import { documentScreen } from '../../document/document-screen'

// 关键工序路线 — per model the stations (the shared org_station) with their key processes, check
// items and the key part bound at each; publishing retires the model's previous route.
export const KeyRouteScreen = documentScreen(keyRouteDocument)
