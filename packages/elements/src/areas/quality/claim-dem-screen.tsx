import { claimDocument } from '@scm/core/quality'
import { documentScreen } from '../../document/document-screen'

// 索赔单 — the list, editor and detail derived from the core document definition: staff create and
// publish claims, the supplier answers with an 8D report or appeals, staff accept or return the
// answer, reject appeals, withdraw or settle; the 8D panel and every move are in the detail.
export const ClaimScreen = documentScreen(claimDocument)
