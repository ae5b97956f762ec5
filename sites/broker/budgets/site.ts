import path from 'node:path';

/** The built site the budgets measure (BUDGETS_PUBLIC_DIR measures another build, e.g. to compare). */
export const publicDir = path.resolve(process.env.BUDGETS_PUBLIC_DIR ?? path.join(__dirname, '../public'));
