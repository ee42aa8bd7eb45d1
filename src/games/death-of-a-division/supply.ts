/** Supply lines follow roads; a bridge is a road over a river (4). Victory's road link to the start line reads it. */
export const SUPPLY_WAYS = ['road', 'bridge'] as const;
