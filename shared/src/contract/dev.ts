import * as v from 'valibot';

/** One captured email of GET /dev/mail (never in production): links are every URL found in html and text. */
export const DevMailSchema = v.object({
  id: v.number(),
  date: v.string(),
  to: v.array(v.string()),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  links: v.array(v.string()),
});
/** A captured email. */
export type DevMail = v.InferOutput<typeof DevMailSchema>;

/** Answer of GET /dev/mail, newest first. */
export const DevMailListSchema = v.object({ list: v.array(DevMailSchema) });
/** The captured-mail answer. */
export type DevMailList = v.InferOutput<typeof DevMailListSchema>;
