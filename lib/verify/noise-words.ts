/**
 * Small, local deny-lists the extractor and the support scorer use. Owned by the project and grown
 * from real misses (see README.md, "Growing the lists"); no stopword package.
 */

/** English filler: never a distinctive term of a sentence. */
export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having
he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on
once only or other our ours out over own same she should so some such than that the their theirs them then
there these they this those through to too under until up very was we were what when where which while who
whom why will with would you your yours yourself please thank thanks let know help happy glad sure okay ok
need needs like may might also however therefore hi hello dear regards sorry apologies
isn aren wasn weren doesn don didn hasn haven hadn won wouldn couldn shouldn mustn
back whatever whichever goes going went gone`.split(/\s+/),
);

/** JSON and tool-envelope words: frequent in evidence, never what a claim is about. */
export const JSON_NOISE = new Set(
  `null true false none result results status data id ids type value values name error errors message ok
success items item count total page true_ false_ undefined nan object array string number`.split(/\s+/),
);

/**
 * All-caps words and hyphenated shapes that look like identifiers and are not: grown from misses on
 * the tau-bench airline replies and the Sundry fixtures.
 */
export const ID_NOISE = new Set(
  `important note please thank thanks asap faq usa us uk eu est pst utc gmt am pm id ok n/a tbd
usd eur gbp covid-19 24/7 wi-fi e-mail check-in follow-up`.split(/\s+/),
);

/** Months and weekdays, shared by the date parser and the identifier filter. */
export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
