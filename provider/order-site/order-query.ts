// An order as the order site receives it: the hand-off form's fields, a name given twice kept as a list.
export type OrderQuery = Record<string, string | string[]>;
