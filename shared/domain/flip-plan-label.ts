// docs/product/pricing.md#flip-to-fibre-plan-fields: a Flip to Fibre plan is shown as its line's technology followed by
// the speed ('FTTN 100'). The catalogue's titles say FTTN; the line is the address's own (its
// service qualification's nbnType), so an FTTC or FTTB address is never told its plan is 'FTTN 500'.

/** The copper technologies the fibre upgrade replaces, as service qualification names them. */
const COPPER_TECHNOLOGIES = ['FTTN', 'FTTB', 'FTTC'] as const;

/** The address's technology label for a flip plan title: 'FTTN 500' at an FTTC address is 'FTTC 500'. */
export function flipPlanLabel(planTitle: string, nbnType: string): string {
  const technology = nbnType.trim().toUpperCase();
  const known = COPPER_TECHNOLOGIES.find((candidate) => technology === candidate || technology.startsWith(`${candidate} `));
  if (!known) return planTitle;
  return planTitle.replace(/^FTT[NBC]\b/i, known);
}
