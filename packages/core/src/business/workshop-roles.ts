// Roles bound to one workshop: equip scopes its machines by them, the cockpit scopes its
// maintenance figures the same way (packages/server/src/areas/{equip,cockpit}/scope.ts).

/**
 * Roles that work in one workshop (a maintenance technician, the workshop's supervisor): they see
 * and record only the machines of their own department (the filter is in every query).
 */
export const WORKSHOP_ROLES = ['technician', 'workshop'] as const
export type WorkshopRole = (typeof WORKSHOP_ROLES)[number]
