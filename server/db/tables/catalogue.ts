/** The area's tables (none yet); becomes an interface when it declares some. */
export type CatalogueTables = Record<never, never>;
