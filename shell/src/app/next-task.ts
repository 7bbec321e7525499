/**
 * Resolves in a new task (after the browser has had a chance to handle input and paint). Boot
 * steps await it between pieces of work so that none of them is one long task on a slow phone.
 * No shared imports here: the entry uses this module before the async boundary.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
