/** ChoiceGroup lays its options out in columns from `sm` up; short options fit two a row on phones too. */
export const TWO_COLUMNS_ON_PHONES = 'max-sm:[&>div]:grid-cols-2';
