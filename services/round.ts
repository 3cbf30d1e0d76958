/** `x` rounded to `places` decimal places (figures in answers: scores, shares, averages). */
export const roundTo = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
