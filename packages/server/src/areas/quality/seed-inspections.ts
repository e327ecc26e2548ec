import type { Db } from '../../db'

export async function seedInspections(_db: Db): Promise<void> {}
