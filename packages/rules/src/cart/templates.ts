/**
 * Order templates' limits (issue 17), for the pages that type a name before the server sees it.
 * The contract states the same figures in its schemas (`@anp/contract` TEMPLATE_NAME_MAX,
 * TEMPLATES_PER_SOLD_TO; the reference API's templates test checks they agree), so the kit need
 * not load the schemas' library to know them.
 */
/** The longest template name, in characters (after trimming). */
export const TEMPLATE_NAME_MAX = 60;
/** How many templates one sold-to account holds, every user's together. */
export const TEMPLATES_PER_SOLD_TO = 50;
