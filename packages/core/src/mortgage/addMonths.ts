/** A calendar month: `month` is 1 for January. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The month `count` months after `start` (negative counts go back); 0 gives `start` itself. */
export function addMonths(start: YearMonth, count: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + Math.trunc(count);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
